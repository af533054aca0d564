// LinkedIn Background: A 3:1 banner for the AI Hub launch.
import { AreaFrame } from '@bullpen/shared';

export default function LinkedinBackgroundPage() {
  return <AreaFrame title="LinkedIn Background" lead="A 3:1 banner for the AI Hub launch." />;
}
