// Company Login (/company/login, spec 02 §2.12, §5): the e-mail domain is checked on the server, then
// a real sign-in through the page's one supabase-js client, which the shell's auth follows; the
// company role comes from the server (COMPANY_EMAIL_DOMAINS or an admin's grant, which the check
// accepts whatever the domain). "View the demo" opens the public demo with sample candidates.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Alert, Button, Flex, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { ApiError, getSupabase, setRememberMe, toaster, useSessionStore, TextField } from '@bullpen/shared';
import { checkCompanyEmail } from '../../api/company';
import { PortalCard } from '../../components/portal-card';
import { COMPANY_LOGIN, POST_LOGIN_REDIRECT_KEY } from '../../messages';
import { waitForAccount } from './wait-for-account';

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The page the visitor wanted (a same-site path), forgotten once used; else the talent dashboard. */
function landingPath(): string {
  const stored = localStorage.getItem(POST_LOGIN_REDIRECT_KEY);
  localStorage.removeItem(POST_LOGIN_REDIRECT_KEY);
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : '/company/analytics';
}

export default function CompanyLoginPage() {
  const navigate = useNavigate();
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [rememberMe, setRemember] = useState(true);
  const signedInAs = useSessionStore((s) => (s.user && (s.isCompany || s.isAdmin) ? s.user.email : null));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '', rememberMe: true } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setInlineError(null);
    try {
      await checkCompanyEmail(email.trim());
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_email_domain') {
        toaster.create({ type: 'error', ...COMPANY_LOGIN.invalidDomain });
      } else {
        toaster.create({ type: 'error', title: COMPANY_LOGIN.failedTitle, description: error instanceof Error ? error.message : undefined });
      }
      return;
    }
    setRememberMe(rememberMe);
    const { error } = await (await getSupabase()).auth.signInWithPassword({ email: email.trim(), password });
    if (error) {
      toaster.create({ type: 'error', title: COMPANY_LOGIN.failedTitle, description: error.message || COMPANY_LOGIN.failedFallback });
      setInlineError(COMPANY_LOGIN.inlineFailed);
      return;
    }
    const account = await waitForAccount(email);
    if (!account.isCompany && !account.isAdmin) {
      toaster.create({ type: 'error', ...COMPANY_LOGIN.notCompany });
      return;
    }
    toaster.create({ type: 'success', ...COMPANY_LOGIN.success });
    void navigate(landingPath(), { replace: true });
  });

  return (
    <PortalCard title="Company Login" subtitle="Sign in with your company e-mail address.">
      {signedInAs && (
        <Alert.Root status="info" borderRadius="md" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Signed in as {signedInAs}</Alert.Title>
            <Alert.Description>
              <Link asChild color="navy.700" fontWeight="semibold">
                <RouterLink to="/company/analytics">Go to the Talent Dashboard</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Company log in">
        <Stack gap="4">
          {inlineError && (
            <Alert.Root status="error" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{inlineError}</Alert.Title>
            </Alert.Root>
          )}
          <TextField
            label="Company email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', { required: 'Please enter your email address', pattern: { value: /^\S+@\S+\.\S+$/, message: 'Please enter a valid email address' } })}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password', { required: 'Please enter your password' })}
          />
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Checkbox.Root checked={rememberMe} onCheckedChange={({ checked }) => setRemember(checked === true)} colorPalette="navy">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">Remember me</Checkbox.Label>
            </Checkbox.Root>
            <Link asChild color="navy.700" fontSize="sm" textDecoration="underline">
              <RouterLink to="/company-forgot-password">Forgot password?</RouterLink>
            </Link>
          </Flex>
          <Button type="submit" colorPalette="navy" loading={isSubmitting} loadingText="Signing in…" width="full">
            Sign In
          </Button>
        </Stack>
      </form>
      <Stack gap="4" mt="6">
        <Separator />
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          Not a recruiter?{' '}
          <Link asChild color="navy.700" fontWeight="semibold">
            <RouterLink to="/login">Student login</RouterLink>
          </Link>
          {' · '}
          <Link asChild color="navy.700" fontWeight="semibold">
            <RouterLink to="/company/contact">Request company access</RouterLink>
          </Link>
        </Text>
        <Button asChild variant="outline" colorPalette="navy" width="full">
          <RouterLink to="/company/demo">View the demo</RouterLink>
        </Button>
      </Stack>
    </PortalCard>
  );
}
