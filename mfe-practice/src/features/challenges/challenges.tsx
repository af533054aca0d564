// Skill Challenges: Timed challenges that earn XP.
import { AreaFrame } from '@bullpen/shared';

export default function ChallengesPage() {
  return <AreaFrame title="Skill Challenges" lead="Timed challenges that earn XP." />;
}
