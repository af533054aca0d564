// Reset Company Password: We will e-mail you a link to set a new password.
import { AreaFrame } from '@bullpen/shared';

export default function CompanyForgotPasswordPage() {
  return <AreaFrame title="Reset Company Password" lead="We will e-mail you a link to set a new password." />;
}
