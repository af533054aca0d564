// Event Manager: the events the community site lists (/events), created, edited and deleted here.
import { useState } from 'react';
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, toaster, type CommunityEvent, type CommunityEventInput, useRetry } from '@bullpen/shared';
import { ADMIN_QUERIES, useReloadAfterChange } from '../../api/admin-queries';
import { createEvent, deleteEvent, fetchEvents, updateEvent } from '../../api/admin';
import { messageOf } from '../../components/field-errors';
import { Panel } from '../../components/panel';
import { EventForm } from './event-form';

/** Which form is open: none, a new event, or an edit. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; event: CommunityEvent };

export function EventManager() {
  const events = useQuery({ queryKey: ADMIN_QUERIES.events, queryFn: ({ signal }) => fetchEvents(signal) });
  const retryEvents = useRetry(ADMIN_QUERIES.events);
  const reloadAfterChange = useReloadAfterChange();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<string | null>(null);

  async function save(input: Omit<CommunityEventInput, 'id'>) {
    if (editing.kind === 'edit') await updateEvent(editing.event.id, input);
    else await createEvent(input);
    toaster.create({ type: 'success', title: editing.kind === 'edit' ? 'Event updated' : 'Event created', description: input.title });
    setEditing({ kind: 'none' });
    void reloadAfterChange(ADMIN_QUERIES.events);
  }

  async function remove(event: CommunityEvent) {
    if (!window.confirm(`Delete “${event.title}”? It disappears from the events page.`)) return;
    setDeleting(event.id);
    try {
      await deleteEvent(event.id);
      toaster.create({ type: 'success', title: 'Event deleted', description: event.title });
      void reloadAfterChange(ADMIN_QUERIES.events);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Event not deleted', description: messageOf(error) });
    } finally {
      setDeleting(null);
    }
  }

  let content: React.ReactNode;
  if (events.isPending) content = <LoadingState label="Loading the events" />;
  else if (events.isLoadingError) content = <ErrorState title="We could not load the events" description={events.error.message} onRetry={retryEvents} />;
  else if (!events.data.events.length) content = <EmptyState title="No events yet" description="Create the first event the community site will show." />;
  else {
    content = (
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Events">
        {events.data.events.map((event) => (
          <Flex as="li" key={event.id} gap="3" py="3" borderBottomWidth="1px" borderColor="navy.50" justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <Box minW="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{event.title}</Text>
                <Badge size="sm" colorPalette="accent" variant="subtle">
                  {event.type}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {event.date} · {event.time}
                {event.location ? ` · ${event.location}` : ''}
              </Text>
            </Box>
            <HStack gap="2" flexShrink={0}>
              <Button size="sm" variant="outline" colorPalette="navy" onClick={() => setEditing({ kind: 'edit', event })} aria-label={`Edit ${event.title}`}>
                Edit
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" loading={deleting === event.id} onClick={() => void remove(event)} aria-label={`Delete ${event.title}`}>
                Delete
              </Button>
            </HStack>
          </Flex>
        ))}
      </Stack>
    );
  }

  return (
    <Panel
      title="Event Manager"
      description="The events the community site shows."
      actions={
        <Button size="sm" colorPalette="navy" onClick={() => setEditing({ kind: 'new' })}>
          New event
        </Button>
      }
    >
      {content}
      {editing.kind !== 'none' && (
        <EventForm key={editing.kind === 'edit' ? editing.event.id : 'new'} event={editing.kind === 'edit' ? editing.event : null} open onClose={() => setEditing({ kind: 'none' })} onSave={save} />
      )}
    </Panel>
  );
}
