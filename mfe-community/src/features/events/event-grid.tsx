// Events laid out as cards, with the three states every data screen shows.
import { Button, Card, SimpleGrid, Skeleton, SkeletonText } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, type CommunityEvent, useRetry } from '@bullpen/shared';
import { fetchEvents } from './api';
import { EventCard } from './event-card';

const COLUMNS = { base: 1, md: 2, lg: 3 };

function EventSkeletons({ count }: { count: number }) {
  return (
    <SimpleGrid columns={COLUMNS} gap="6" role="status" aria-label="Loading events" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Card.Root key={index} variant="outline" overflow="hidden">
          <Skeleton aspectRatio={16 / 9} />
          <Card.Body gap="3">
            <Skeleton height="5" width="24" />
            <Skeleton height="6" width="80%" />
            <SkeletonText noOfLines={4} gap="2" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function EventGrid({ limit, headingLevel }: { limit?: number; headingLevel: 'h2' | 'h3' }) {
  const eventsKey = ['events'];
  const events = useQuery({ queryKey: eventsKey, queryFn: ({ signal }) => fetchEvents(signal) });
  const retryEvents = useRetry(eventsKey);
  if (events.isPending) return <EventSkeletons count={limit ?? 6} />;
  if (events.isLoadingError) {
    return (
      <ErrorState
        title="We couldn't load the events"
        description="Check your connection and try again."
        onRetry={retryEvents}
      />
    );
  }
  const shown: CommunityEvent[] = limit ? events.data.slice(0, limit) : events.data;
  if (shown.length === 0) {
    return (
      <EmptyState
        title="No events planned yet"
        description="New podcast interviews, roundtables and workshops are announced here. Write to us in the meantime."
        action={
          <Button asChild colorPalette="navy">
            <RouterLink to="/bullpen#contact">Contact the team</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <SimpleGrid columns={COLUMNS} gap="6" alignItems="stretch">
      {shown.map((event) => (
        <EventCard key={event.id} event={event} headingLevel={headingLevel} />
      ))}
    </SimpleGrid>
  );
}
