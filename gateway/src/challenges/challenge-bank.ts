// The skill challenges as data (shared/content/challenges), validated once when the gateway starts.
import { parseChallenges, type Challenge, type SpecializationId } from '@bullpen/shared/domain';
import audit from '../../../shared/content/challenges/audit.json';
import cf from '../../../shared/content/challenges/cf.json';
import consulting from '../../../shared/content/challenges/consulting.json';
import ib from '../../../shared/content/challenges/ib.json';
import pe from '../../../shared/content/challenges/pe.json';
import vc from '../../../shared/content/challenges/vc.json';

export interface ChallengeBank {
  all: readonly Challenge[];
  byId(id: string): Challenge | undefined;
  /** In file order: the order of the cards, and of the game-number mapping. */
  forSpecialization(specialization: SpecializationId): Challenge[];
}

export function createChallengeBank(challenges: readonly Challenge[]): ChallengeBank {
  const byId = new Map(challenges.map((c) => [c.id, c]));
  return {
    all: challenges,
    byId: (id) => byId.get(id),
    forSpecialization: (specialization) => challenges.filter((c) => c.specialization === specialization),
  };
}

export const CHALLENGE_BANK: ChallengeBank = createChallengeBank(parseChallenges([ib, pe, vc, consulting, cf, audit].flat()));
