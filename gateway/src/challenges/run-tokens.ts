// When a challenge run began, as the server saw it: starting a run hands the browser a signed token
// naming the user, the challenge, the level and the server's start time; finishing the run sends it
// back. A run without a valid token of its own is taken to have used its whole time limit.
import { signJwt, verifyJwt } from '../auth/jwt';

const RUN_AUDIENCE = 'bullpen-challenge-run';
/** A token outlives its run's time limit by this much (a slow network, a long evaluation). */
const GRACE_SECONDS = 60 * 60;

export interface ChallengeRunRef {
  userId: string;
  challengeId: string;
  level: number;
}

export interface RunTokens {
  issue(run: ChallengeRunRef, timeLimitSeconds: number, now: Date): Promise<string>;
  /** The server's start time of this run, or undefined when the token is missing, invalid or another run's. */
  startOf(token: string | undefined, run: ChallengeRunRef, now: Date): Promise<Date | undefined>;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createRunTokens(key: Uint8Array): RunTokens {
  return {
    issue({ userId, challengeId, level }, timeLimitSeconds, now) {
      const iat = seconds(now);
      return signJwt({ typ: 'challenge-run', aud: RUN_AUDIENCE, sub: userId, cid: challengeId, lvl: level, iat, exp: iat + timeLimitSeconds + GRACE_SECONDS }, key);
    },

    async startOf(token, { userId, challengeId, level }, now) {
      if (!token) return undefined;
      try {
        const claims = await verifyJwt(token, key, { audience: RUN_AUDIENCE, now: seconds(now) });
        const ours = claims.typ === 'challenge-run' && claims.sub === userId && claims.cid === challengeId && claims.lvl === level;
        return ours && typeof claims.iat === 'number' ? new Date(claims.iat * 1000) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
