// Audit Log: every change an admin made (roles, events, questions), newest first.
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { ADMIN_QUERIES } from '../../api/admin-queries';
import { fetchAudit, type AuditEntry } from '../../api/admin';
import { Panel } from '../../components/panel';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const ACTIONS: Record<string, string> = {
  'role.grant': 'Granted a role',
  'role.revoke': 'Removed a role',
  'event.create': 'Created an event',
  'event.update': 'Edited an event',
  'event.delete': 'Deleted an event',
  'question.update': 'Edited a question',
};

/** What the change was about, in words. */
function subject(entry: AuditEntry): string {
  const d = entry.details;
  const text = (key: string) => (typeof d[key] === 'string' ? (d[key] as string) : null);
  if (entry.action.startsWith('role.')) return [text('role'), entry.targetUser?.email].filter(Boolean).join(' · ');
  if (entry.action.startsWith('event.')) return text('title') ?? text('eventId') ?? '';
  if (entry.action === 'question.update') {
    const fields = Array.isArray(d.fields) ? (d.fields as string[]).join(', ') : '';
    return [text('questionId'), fields].filter(Boolean).join(' · ');
  }
  return JSON.stringify(d);
}

export function AuditLog() {
  const audit = useQuery({ queryKey: ADMIN_QUERIES.audit, queryFn: ({ signal }) => fetchAudit(signal) });
  const retryAudit = useRetry(ADMIN_QUERIES.audit);
  let content: React.ReactNode;
  if (audit.isPending) content = <LoadingState label="Loading the audit log" />;
  else if (audit.isLoadingError) content = <ErrorState title="We could not load the audit log" description={audit.error.message} onRetry={retryAudit} />;
  else if (!audit.data.entries.length) content = <EmptyState title="No changes yet" description="Role grants, event and question edits appear here." />;
  else {
    content = (
      <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" aria-label="Audit entries">
        {audit.data.entries.map((entry) => (
          <Flex as="li" key={entry.id} gap="3" py="3" borderBottomWidth="1px" borderColor="navy.50" justify="space-between" direction={{ base: 'column', md: 'row' }}>
            <Box minW="0">
              <Flex gap="2" align="center" wrap="wrap">
                <Badge colorPalette="navy" variant="subtle">
                  {ACTIONS[entry.action] ?? entry.action}
                </Badge>
                <Text fontSize="sm" truncate>
                  {subject(entry)}
                </Text>
              </Flex>
              <Text fontSize="xs" color="fg.muted">
                by {entry.admin.name || entry.admin.email || entry.admin.id}
              </Text>
            </Box>
            <Text fontSize="sm" color="fg.muted" flexShrink={0}>
              {when.format(new Date(entry.createdAt))}
            </Text>
          </Flex>
        ))}
      </Stack>
    );
  }
  return (
    <Panel
      title="Audit Log"
      description="Every change made by an admin."
      actions={
        <Button size="sm" variant="outline" colorPalette="navy" onClick={() => void audit.refetch()}>
          Refresh
        </Button>
      }
    >
      {content}
    </Panel>
  );
}
