// A user as the admin sees them (/admin/users/:userId, View Profile of the dashboard's mock interviews):
// name, e-mail, roles, and their mock interviews. Roles are changed in User Management.
import { Link as RouterLink, useParams } from 'react-router';
import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { AreaFrame, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { fetchUser, type RoleName } from '../../api/admin';
import { ADMIN_QUERIES } from '../../api/admin-queries';
import { PagedMockInterviews } from '../../components/mock-interview-list';
import { Panel } from '../../components/panel';

const ROLE_LABELS: Record<RoleName, string> = { premium: 'Premium', company: 'Company', admin: 'Admin' };

export default function UserProfilePage() {
  const { userId = '' } = useParams();
  const user = useQuery({ queryKey: ADMIN_QUERIES.user(userId), queryFn: ({ signal }) => fetchUser(userId, signal) });
  const retry = useRetry(ADMIN_QUERIES.user(userId));
  const back = (
    <Button asChild variant="plain" colorPalette="navy" px="0" mb="4">
      <RouterLink to="/admin">← Back to the dashboard</RouterLink>
    </Button>
  );

  if (user.isPending) {
    return (
      <AreaFrame title="User profile">
        <LoadingState label="Loading the user" lines={4} />
      </AreaFrame>
    );
  }
  if (user.isLoadingError) {
    return (
      <AreaFrame title="User profile">
        {back}
        <ErrorState title="We could not load this user" description={user.error.message} onRetry={retry} />
      </AreaFrame>
    );
  }
  const { email, full_name: fullName, roles } = user.data;
  const held = (Object.keys(ROLE_LABELS) as RoleName[]).filter((role) => roles[role]);
  return (
    <AreaFrame title={fullName?.trim() || email}>
      {back}
      <Stack gap="6">
        <Panel
          title="Account"
          actions={
            <Button asChild size="sm" variant="outline" colorPalette="navy">
              <RouterLink to={`/admin?tool=users`}>Manage roles</RouterLink>
            </Button>
          }
        >
          <Flex gap="2" direction="column">
            <Text>
              <Text as="span" color="fg.muted">
                E-mail:{' '}
              </Text>
              {email}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Text as="span" color="fg.muted">
                Roles:
              </Text>
              {held.length ? (
                held.map((role) => (
                  <Badge key={role} colorPalette="accent" variant="subtle">
                    {ROLE_LABELS[role]}
                  </Badge>
                ))
              ) : (
                <Text as="span">Student (no role granted)</Text>
              )}
            </HStack>
          </Flex>
        </Panel>
        <Panel title="Mock interviews" description="Their mock interviews with at least one answer, the newest first.">
          <PagedMockInterviews user={userId} emptyText="This user has not answered a mock interview question yet." />
        </Panel>
      </Stack>
    </AreaFrame>
  );
}
