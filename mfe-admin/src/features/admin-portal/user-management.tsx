// User Management: find a user by e-mail or name and grant or remove premium, company or admin. The
// gateway records every change in the audit log; an admin cannot remove their own admin role.
import { useEffect, useState } from 'react';
import { Badge, Box, Flex, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Switch } from '@chakra-ui/react/switch';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, toaster, useSessionStore, useRetry } from '@bullpen/shared';
import { ADMIN_QUERIES, useReloadAfterChange } from '../../api/admin-queries';
import { findUsers, setRole, type RoleName, type UserSummary } from '../../api/admin';
import { messageOf } from '../../components/field-errors';
import { Panel } from '../../components/panel';
import { ProRequests } from './pro-requests';

const ROLES: Array<{ role: RoleName; label: string }> = [
  { role: 'premium', label: 'Premium' },
  { role: 'company', label: 'Company' },
  { role: 'admin', label: 'Admin' },
];
const SEARCH_DELAY_MS = 300;

function UserRow({ user, onChange }: { user: UserSummary; onChange: (user: UserSummary) => void }) {
  const me = useSessionStore((s) => s.user?.id);
  const [busy, setBusy] = useState<RoleName | null>(null);

  async function toggle(role: RoleName, granted: boolean) {
    setBusy(role);
    try {
      const updated = await setRole(user.id, role, granted);
      onChange(updated);
      toaster.create({ type: 'success', title: `${granted ? 'Granted' : 'Removed'} ${role}`, description: user.email });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Role not changed', description: messageOf(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex as="li" gap="4" py="3" borderBottomWidth="1px" borderColor="navy.50" justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} data-testid="user-row">
      <Box minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" truncate>
            {user.full_name?.trim() || user.email}
          </Text>
          {user.id === me && <Badge size="sm">You</Badge>}
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          {user.email}
        </Text>
      </Box>
      <HStack gap="5" wrap="wrap">
        {ROLES.map(({ role, label }) => (
          <Switch.Root
            key={role}
            checked={user.roles[role]}
            disabled={busy !== null || (role === 'admin' && user.id === me)}
            onCheckedChange={({ checked }) => void toggle(role, checked)}
            colorPalette="accent"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            {/* The switch is named by its label, which says whose role it is: "Premium" alone would name every row's the same. */}
            <Switch.Label>
              {label}
              <Box as="span" srOnly>{` for ${user.email}`}</Box>
            </Switch.Label>
          </Switch.Root>
        ))}
      </HStack>
    </Flex>
  );
}

export function UserManagement() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const usersKey = ADMIN_QUERIES.userSearch(query);
  const users = useQuery({ queryKey: usersKey, queryFn: ({ signal }) => findUsers(query, signal) });
  const retryUsers = useRetry(usersKey);
  const reloadAfterChange = useReloadAfterChange();
  const [changed, setChanged] = useState<Record<string, UserSummary>>({});

  let content: React.ReactNode;
  if (users.isPending) content = <LoadingState label="Finding users" />;
  else if (users.isLoadingError) content = <ErrorState title="We could not search the users" description={users.error.message} onRetry={retryUsers} />;
  else if (!users.data.length) content = <EmptyState title="No user found" description="Try another e-mail address or name." />;
  else {
    content = (
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Users">
        {users.data.map((user) => (
          <UserRow
            key={user.id}
            user={changed[user.id] ?? user}
            onChange={(next) => {
              setChanged((all) => ({ ...all, [next.id]: next }));
              // Other searches may list this user; the dashboard counts premium users.
              void reloadAfterChange(ADMIN_QUERIES.users, ADMIN_QUERIES.overview);
            }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Panel title="User Management" description="Grant or remove premium, company or admin. Every change is written to the audit log.">
      <ProRequests />
      <InputGroup mb="4" startElement={<Text aria-hidden="true">⌕</Text>}>
        <Input type="search" placeholder="Search by e-mail or name" aria-label="Search users" value={text} onChange={(event) => setText(event.target.value)} />
      </InputGroup>
      {content}
    </Panel>
  );
}
