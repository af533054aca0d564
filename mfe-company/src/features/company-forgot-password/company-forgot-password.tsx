// Reset Company Password (/company-forgot-password): the recovery flow of spec 01 §4.3 — a mail with a
// link to /reset-password, sent through the page's one supabase-js client.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { getSupabase, toaster, TextField } from '@bullpen/shared';
import { PortalCard } from '../../components/portal-card';
import { RECOVERY } from '../../messages';

export default function CompanyForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toaster.create({ type: 'error', ...RECOVERY.emailMissing });
      return;
    }
    setSending(true);
    try {
      const { error } = await (await getSupabase()).auth.resetPasswordForEmail(address, { redirectTo: `${window.location.origin}/reset-password` });
      if (error) throw error;
      toaster.create({ type: 'info', ...RECOVERY.sent });
      setSentTo(address);
    } catch (error) {
      toaster.create({ type: 'error', title: RECOVERY.failedTitle, description: error instanceof Error ? error.message : undefined });
    } finally {
      setSending(false);
    }
  }

  return (
    <PortalCard title="Reset Company Password" subtitle="We will e-mail you a link to set a new password.">
      <form onSubmit={(event) => void send(event)} noValidate aria-label="Reset company password">
        <Stack gap="4">
          {sentTo && (
            <Alert.Root status="success" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>If {sentTo} has an account, a reset link is on its way.</Alert.Title>
            </Alert.Root>
          )}
          <TextField label="Company email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button type="submit" colorPalette="navy" loading={sending} loadingText="Sending…" width="full">
            Send reset link
          </Button>
          <Text fontSize="sm" textAlign="center">
            <Link asChild color="navy.700" fontWeight="semibold">
              <RouterLink to="/company/login">Back to company login</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </PortalCard>
  );
}
