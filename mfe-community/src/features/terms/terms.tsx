// Terms of Service: The terms that govern your use of Bullpen.
import { AreaFrame } from '@bullpen/shared';

export default function TermsPage() {
  return <AreaFrame title="Terms of Service" lead="The terms that govern your use of Bullpen." />;
}
