// Events: Podcast interviews, roundtables and workshops with finance professionals.
import { AreaFrame } from '@bullpen/shared';

export default function EventsPage() {
  return <AreaFrame title="Events" lead="Podcast interviews, roundtables and workshops with finance professionals." />;
}
