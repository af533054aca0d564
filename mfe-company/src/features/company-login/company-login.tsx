// Company Login: Sign in with your company e-mail address.
import { AreaFrame } from '@bullpen/shared';

export default function CompanyLoginPage() {
  return <AreaFrame title="Company Login" lead="Sign in with your company e-mail address." />;
}
