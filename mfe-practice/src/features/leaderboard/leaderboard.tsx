// Leaderboard: Top scorers and most improved candidates.
import { AreaFrame } from '@bullpen/shared';

export default function LeaderboardPage() {
  return <AreaFrame title="Leaderboard" lead="Top scorers and most improved candidates." />;
}
