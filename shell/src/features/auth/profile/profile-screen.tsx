// /profile (spec 01 §2.9): Profile and Progress tabs, and Log Out.
import type { ReactNode } from 'react';
import { Badge, Box, Button, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { ErrorState, LoadingState } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { PhotoCard } from './photo-card';
import { PersonalInfoCard } from './personal-info-card';
import { VisibilityCard } from './visibility-card';
import { PasswordCard } from './password-card';
import { ProPlanCard } from './pro-plan-card';
import { ProgressTab } from './progress-tab';
// Messages tab: owned by the company-portal work (shell/src/features/messages), inserted here only.
import { MessagesTab } from '../../messages/messages-tab';

function accountLabel(isAdmin: boolean, isPremium: boolean) {
  if (isAdmin) return { label: 'Admin', palette: 'purple' };
  if (isPremium) return { label: 'Premium', palette: 'accent' };
  return { label: 'Free plan', palette: 'gray' };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} minH="60vh">
      {children}
    </Box>
  );
}

export function ProfileScreen() {
  const { user, profile, isAdmin, isPremium, profileError, reloadProfile, signOut, isSigningOut } = useAuth();

  if (!user) return null;
  if (!profile) {
    return (
      <Frame>
        {profileError ? (
          <ErrorState title="We could not load your profile" description={profileError} onRetry={reloadProfile} />
        ) : (
          <LoadingState label="Loading your profile" />
        )}
      </Frame>
    );
  }

  const name = profile.full_name?.trim() || user.email;
  const plan = accountLabel(isAdmin, isPremium);
  return (
    <Frame>
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="4" mb="6" direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="1" minW="0">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
              My Profile
            </Heading>
            <Badge colorPalette={plan.palette} variant="subtle">
              {plan.label}
            </Badge>
          </HStack>
          <Text color="fg.muted" truncate maxW="full">
            {name}
          </Text>
        </Stack>
        <Button variant="outline" colorPalette="navy" onClick={() => void signOut()} loading={isSigningOut}>
          Log Out
        </Button>
      </Flex>
      <Tabs.Root defaultValue="profile" colorPalette="navy" lazyMount>
        <Tabs.List mb="6">
          <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
          <Tabs.Trigger value="progress">Progress</Tabs.Trigger>
          {/* Messages from recruiters (company portal chat); see shell/src/features/messages. */}
          <Tabs.Trigger value="messages">Messages</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile" p="0">
          <Stack gap="6">
            <ProPlanCard />
            <Grid templateColumns={{ base: '1fr', md: '260px 1fr' }} gap="6" alignItems="start">
              <PhotoCard profile={profile} displayName={name} />
              <PersonalInfoCard profile={profile} email={user.email} />
            </Grid>
            <VisibilityCard profile={profile} />
            <PasswordCard />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="progress" p="0">
          <ProgressTab />
        </Tabs.Content>
        <Tabs.Content value="messages" p="0">
          <MessagesTab />
        </Tabs.Content>
      </Tabs.Root>
    </Frame>
  );
}
