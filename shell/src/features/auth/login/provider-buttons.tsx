// "Or continue with" Google and LinkedIn (spec 01 §2.6, §4.2, §7): only the providers this deployment
// offers (GET /api/config), so nobody is sent to a sign-in that cannot work.
import { Button, HStack, Separator, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getAppConfig } from '@bullpen/shared';
import { useAuth } from '../auth-provider';

function GoogleIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.4 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path fill="#fff" d="M7 10h2.6v8H7zm1.3-4a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM11 10h2.5v1.1c.4-.7 1.3-1.3 2.6-1.3 2.7 0 3.1 1.7 3.1 4V18h-2.6v-3.7c0-.9 0-2.1-1.3-2.1s-1.6 1-1.6 2V18H11z" />
    </svg>
  );
}

export function ProviderButtons() {
  const { signInWithGoogle, signInWithLinkedIn } = useAuth();
  // The configuration is read once per page; nothing is shown until it says which providers there are.
  const { data: config } = useQuery({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity });
  const offered = config?.auth.providers;
  if (!offered?.google && !offered?.linkedin) return null;
  return (
    <>
      <HStack my="6" gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink="0">
          Or continue with
        </Text>
        <Separator flex="1" />
      </HStack>
      <SimpleGrid columns={offered.google && offered.linkedin ? 2 : 1} gap="3">
        {offered.google && (
          <Button variant="outline" aria-label="Continue with Google" onClick={() => void signInWithGoogle()}>
            <GoogleIcon />
            Google
          </Button>
        )}
        {offered.linkedin && (
          <Button variant="outline" aria-label="Continue with LinkedIn" onClick={() => void signInWithLinkedIn()}>
            <LinkedInIcon />
            LinkedIn
          </Button>
        )}
      </SimpleGrid>
    </>
  );
}
