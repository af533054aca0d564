// Candidate Profile: Public profile, specialization XP and best results.
import { AreaFrame } from '@bullpen/shared';

export default function CandidateProfilePage() {
  return <AreaFrame title="Candidate Profile" lead="Public profile, specialization XP and best results." />;
}
