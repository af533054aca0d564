// Pricing: Plans for students, professionals and companies.
import { AreaFrame } from '@bullpen/shared';

export default function PricingPage() {
  return <AreaFrame title="Pricing" lead="Plans for students, professionals and companies." />;
}
