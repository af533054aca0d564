// The landing page's events block: the first three events and a link to all of them.
import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';
import { EventGrid } from './event-grid';

export const EVENTS_PREVIEW_COUNT = 3;

export default function EventsPreview() {
  return (
    <>
      <EventGrid limit={EVENTS_PREVIEW_COUNT} headingLevel="h3" />
      <Flex justify="center" mt="8">
        <Button asChild colorPalette="navy" variant="outline" size="lg">
          <RouterLink to="/events">
            View all events
            <ArrowRightIcon />
          </RouterLink>
        </Button>
      </Flex>
    </>
  );
}
