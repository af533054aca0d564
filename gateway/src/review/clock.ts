// The review component's "now": injected, so tests (and the e2e journey, through the test-only route)
// can move time forward without waiting days.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const DAY_MS = 86_400_000;

/** A clock that runs with the system's, moved forward by whole days on request. */
export interface MovableClock extends Clock {
  moveBy(days: number): Date;
}

export function createMovableClock(base: Clock = systemClock): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    moveBy(days) {
      offsetMs += days * DAY_MS;
      return new Date(base.now().getTime() + offsetMs);
    },
  };
}

/** Midnight UTC after `now`: a card is due "today" when its due time is before it. */
export function endOfDay(now: Date): Date {
  const end = new Date(now);
  end.setUTCHours(24, 0, 0, 0);
  return end;
}
