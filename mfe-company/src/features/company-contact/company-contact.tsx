// Request Company Access: Tell us about your hiring needs.
import { AreaFrame } from '@bullpen/shared';

export default function CompanyContactPage() {
  return <AreaFrame title="Request Company Access" lead="Tell us about your hiring needs." />;
}
