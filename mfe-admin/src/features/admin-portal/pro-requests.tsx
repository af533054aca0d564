// Pro requests in User Management: students who asked for Pro (no online payment here), oldest first;
// an admin grants or declines each. The gateway makes the student premium and writes the audit log.
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, formatRequestDate, toaster, useRetry } from '@bullpen/shared';
import { ADMIN_QUERIES, useReloadAfterChange } from '../../api/admin-queries';
import { PRO_REQUESTS_KEY, decideProRequest, fetchProRequests, type PendingProRequest, type ProDecision } from '../../api/pro-requests';
import { messageOf } from '../../components/field-errors';

function RequestRow({ request }: { request: PendingProRequest }) {
  const reloadAfterChange = useReloadAfterChange();
  const decide = useMutation({
    mutationFn: (decision: ProDecision) => decideProRequest(request.id, decision),
    onSuccess: async (_result, decision) => {
      toaster.create({ type: 'success', title: decision === 'grant' ? 'Pro granted' : 'Pro request declined', description: request.user.email });
      // The user list shows Premium, the dashboard counts premium users.
      await reloadAfterChange(PRO_REQUESTS_KEY, ADMIN_QUERIES.users, ADMIN_QUERIES.overview);
    },
    onError: (error) => toaster.create({ type: 'error', title: 'Pro request not answered', description: messageOf(error) }),
  });
  const whose = <Box as="span" srOnly>{` for ${request.user.email}`}</Box>;
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" borderColor="navy.50" justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
      <Box minW="0">
        <Text fontWeight="medium" truncate>
          {request.user.fullName?.trim() || request.user.email}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {request.user.email}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Asked {formatRequestDate(request.requestedAt)}
        </Text>
      </Box>
      <HStack gap="2">
        <Button size="sm" colorPalette="accent" loading={decide.isPending && decide.variables === 'grant'} disabled={decide.isPending} onClick={() => decide.mutate('grant')}>
          Grant{whose}
        </Button>
        <Button size="sm" variant="outline" colorPalette="navy" loading={decide.isPending && decide.variables === 'decline'} disabled={decide.isPending} onClick={() => decide.mutate('decline')}>
          Decline{whose}
        </Button>
      </HStack>
    </Flex>
  );
}

export function ProRequests() {
  const requests = useQuery({ queryKey: PRO_REQUESTS_KEY, queryFn: ({ signal }) => fetchProRequests(signal) });
  const retry = useRetry(PRO_REQUESTS_KEY);

  let content: React.ReactNode;
  if (requests.isPending) content = <LoadingState label="Loading Pro requests" />;
  else if (requests.isLoadingError) content = <ErrorState title="We could not load the Pro requests" description={requests.error.message} onRetry={retry} />;
  else if (!requests.data.length) content = <EmptyState title="No Pro requests waiting" description="Students who ask for Pro access on the pricing page appear here." />;
  else {
    content = (
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Pro requests">
        {requests.data.map((request) => (
          <RequestRow key={request.id} request={request} />
        ))}
      </Stack>
    );
  }
  return (
    <Box as="section" aria-labelledby="pro-requests-heading" mb="6">
      <Heading as="h3" id="pro-requests-heading" size="sm" color="navy.900" mb="2">
        Pro requests
      </Heading>
      {content}
    </Box>
  );
}
