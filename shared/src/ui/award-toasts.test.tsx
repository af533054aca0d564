// The award toasts raised in the spec's order and timing (spec 01 §4.7, §9), and where a gain is kept.
import { isValidElement } from 'react';
import { toaster } from '@bullpen/shared/core';
import { useProgressStore, VISITOR_PROGRESS_KEY } from '@bullpen/shared/progress';
import type { AwardOutcome } from '../domain/award';
import { useSessionStore } from '../stores/session';
import { announceAward, celebrateAward } from './award-toasts';

const storage = new Map<string, string>();
const localStorageStub = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
};

const LEVEL_UP: AwardOutcome = {
  xpGained: 60,
  bonusXp: 0,
  xp: 510,
  level: 1,
  levelName: 'Intern',
  leveledUp: true,
  skillLevelUps: [{ skill: 'communication', level: 1 }],
  streakDays: 2,
  streak: 'continued',
  brokenStreakDays: 0,
};

let create: jest.SpyInstance;
const shown = () => create.mock.calls.map(([options]) => (options as { title: string }).title);

beforeEach(() => {
  jest.useFakeTimers();
  storage.clear();
  Object.defineProperty(globalThis, 'localStorage', { value: localStorageStub, configurable: true });
  useSessionStore.setState({ user: null, isLoading: false });
  useProgressStore.setState({ status: 'idle', ownerId: null });
  create = jest.spyOn(toaster, 'create').mockImplementation(() => 'toast');
});

afterEach(() => {
  create.mockRestore();
  jest.useRealTimers();
});

describe('announceAward', () => {
  it('shows the XP gain at once, with its icon, and the level-up and skill level-up 500 ms later', () => {
    announceAward(LEVEL_UP);
    expect(shown()).toEqual(['+60 XP']);
    const [xp] = create.mock.calls[0] as [{ duration: number; meta: { icon: unknown } }];
    expect(xp.duration).toBe(2000);
    expect(isValidElement(xp.meta.icon) && (xp.meta.icon.props as { 'aria-label': string })['aria-label']).toBe('Award');

    jest.advanceTimersByTime(499);
    expect(shown()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown()).toEqual(['+60 XP', 'Level up! You are now Intern', 'Communication level up!']);
    expect(create.mock.calls[1]?.[0]).toMatchObject({ type: 'info', duration: 3000, description: 'Level 2; Analyst at 1500 XP.' });
  });
});

describe('celebrateAward', () => {
  it("keeps a visitor's gain in local storage and raises the same toasts", () => {
    const outcome = celebrateAward({ visitorGain: { xp: 20, skillPoints: { communication: 20 } } }, { visitorXp: true });
    expect(outcome).toMatchObject({ xpGained: 20, xp: 20, streak: 'started' });
    expect(JSON.parse(storage.get(VISITOR_PROGRESS_KEY) ?? '{}')).toMatchObject({ xp: 20, streakDays: 1 });
    expect(shown()).toEqual(['+20 XP']);
  });

  it('keeps nothing for a visitor whose browser does not track XP', () => {
    expect(celebrateAward({ visitorGain: { xp: 20 } }, { visitorXp: false })).toBeNull();
    expect(storage.has(VISITOR_PROGRESS_KEY)).toBe(false);
    expect(create).not.toHaveBeenCalled();
  });

  it("announces a signed-in user's award from the gateway and reads their progress again", () => {
    const load = jest.fn(() => Promise.resolve());
    useProgressStore.setState({ load });
    expect(celebrateAward({ award: LEVEL_UP }, { visitorXp: false })).toBe(LEVEL_UP);
    expect(load).toHaveBeenCalled();
    expect(shown()).toEqual(['+60 XP']);
    expect(storage.has(VISITOR_PROGRESS_KEY)).toBe(false);
  });
});
