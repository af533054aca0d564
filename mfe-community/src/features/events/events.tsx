// Events: podcast interviews, roundtables and workshops with finance professionals (spec 01 §2.5).
import { AreaFrame } from '@bullpen/shared';
import { EventGrid } from './event-grid';

export default function EventsPage() {
  return (
    <AreaFrame title="Events" lead="Podcast interviews, roundtables and workshops with finance professionals.">
      <EventGrid headingLevel="h2" />
    </AreaFrame>
  );
}
