// /login and /auth/callback (spec 01 §2.6, §4.2): Log In and Sign Up tabs, provider buttons, and the
// hand-off after sign-in to the stored redirect or /profile.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Link, Text } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { toaster } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { AuthCard } from '../components/auth-card';
import { LOGIN } from '../messages';
import { pathOf, peekPostLoginRedirect, takePostLoginRedirect } from '../post-login-redirect';
import { GuardLoading } from '../guards';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import { ProviderButtons } from './provider-buttons';

type LoginTab = 'login' | 'signup';

/** Once a user is present: the stored redirect (cleared), else a welcome toast and /profile. */
function useLeaveWhenSignedIn() {
  const { user, isLoading, isAdmin, isSigningOut } = useAuth();
  const navigate = useNavigate();
  const left = useRef(false);
  const ready = user !== null && !isLoading && !isSigningOut;
  useEffect(() => {
    if (!ready || left.current) return;
    left.current = true;
    const target = takePostLoginRedirect();
    if (target) {
      void navigate(target, { replace: true });
      return;
    }
    toaster.create({ type: 'success', ...(isAdmin ? LOGIN.adminSuccess : LOGIN.success) });
    void navigate('/profile', { replace: true });
  }, [ready, isAdmin, navigate]);
  return user !== null && !isSigningOut;
}

export function LoginScreen() {
  const signedIn = useLeaveWhenSignedIn();
  const [tab, setTab] = useState<LoginTab>('login');
  const redirect = peekPostLoginRedirect();
  const forPrep = redirect !== null && pathOf(redirect) === '/personalizedPrep';

  if (signedIn) return <GuardLoading />;
  return (
    <AuthCard
      title={forPrep ? LOGIN.prepTitle : 'Welcome to Bullpen'}
      subtitle={
        forPrep
          ? 'Log in or sign up to build a prep plan for your target company and role.'
          : 'Log in or create an account to practise finance interviews.'
      }
    >
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as LoginTab)} fitted variant="enclosed" colorPalette="navy">
        <Tabs.List mb="6">
          <Tabs.Trigger value="login">Log In</Tabs.Trigger>
          <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" p="0">
          <LoginForm />
        </Tabs.Content>
        <Tabs.Content value="signup" p="0">
          <SignUpForm onRegistered={() => setTab('login')} />
        </Tabs.Content>
      </Tabs.Root>
      <ProviderButtons />
      <Text mt="6" textAlign="center" fontSize="sm" color="fg.muted">
        Want to add your university and CV now?{' '}
        <Link asChild color="navy.700" fontWeight="medium">
          <RouterLink to="/register">Create your full account</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
