import { VISITOR_PROGRESS_KEY, progressFromServer, readVisitorProgress, useProgressStore } from './progress';
import { useSessionStore } from './session';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  useSessionStore.setState({ user: null, isLoading: false });
  useProgressStore.setState({ status: 'idle', ownerId: null });
});

describe('visitor progress (spec 01 §4.7)', () => {
  it('starts a visitor at Novice with nothing stored', () => {
    expect(readVisitorProgress()).toMatchObject({ xp: 0, level: 0, levelName: 'Novice', streakDays: 0, lastActiveDate: null });
  });

  it('adds XP, skill points and specialization XP, starts the streak and writes userProgress back', () => {
    const result = useProgressStore
      .getState()
      .recordVisitorGain({ xp: 520, skillPoints: { technical: 60 }, specialization: 'Private Equity' }, '2026-11-20');
    expect(result).toMatchObject({ xpGained: 520, bonusXp: 0, leveledUp: true, level: 1, skillLevelUps: [{ skill: 'technical', level: 1 }] });
    const stored = JSON.parse(localStorage.getItem(VISITOR_PROGRESS_KEY) ?? '{}');
    expect(stored).toMatchObject({ xp: 520, levelName: 'Intern', streakDays: 1, lastActiveDate: '2026-11-20', specializationXp: { 'Private Equity': 520 } });
    expect(stored.skillPoints.technical).toBe(60);
  });

  it('continues the streak on the next day and ignores gains of zero or less', () => {
    const { recordVisitorGain } = useProgressStore.getState();
    recordVisitorGain({ xp: 10 }, '2026-11-20');
    recordVisitorGain({ xp: 0, skillPoints: { teamwork: -5 } }, '2026-11-21');
    expect(useProgressStore.getState().progress).toMatchObject({ xp: 10, streakDays: 2 });
    expect(useProgressStore.getState().progress.skillPoints.teamwork).toBe(0);
  });

  it('replaces unreadable stored progress with a fresh start', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(VISITOR_PROGRESS_KEY, '{not json');
    expect(readVisitorProgress().xp).toBe(0);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('changes nothing for a signed-in user, whose XP only the server awards', () => {
    useSessionStore.setState({ user: { id: 'u1', email: 'a@b.c' } });
    expect(useProgressStore.getState().recordVisitorGain({ xp: 100 })).toBeNull();
    expect(localStorage.getItem(VISITOR_PROGRESS_KEY)).toBeNull();
  });
});

describe('signed-in progress', () => {
  it('reads the server copy and derives the level from its XP', () => {
    const progress = progressFromServer({
      xp: 4600,
      skill_points: { communication: 70 },
      specialization_xp: { Audit: 40 },
      streak_days: 3,
      last_active_date: '2026-11-21',
      badges: ['First interview'],
      completed_interviews: 7,
    });
    expect(progress).toMatchObject({ level: 3, levelName: 'Associate', streakDays: 3, completedInterviews: 7, badges: ['First interview'] });
    expect(progress.skillPoints).toMatchObject({ communication: 70, technical: 0 });
  });

  it('loads the signed-in user’s copy from /api/progress', async () => {
    useSessionStore.setState({ user: { id: 'u1', email: 'a@b.c' }, accessToken: 't' });
    global.fetch = jest.fn(
      async () =>
        new Response(
          JSON.stringify({ xp: 600, skill_points: {}, specialization_xp: {}, streak_days: 1, last_active_date: null, badges: [], completed_interviews: 1 }),
        ),
    ) as unknown as typeof fetch;
    await useProgressStore.getState().load();
    expect(useProgressStore.getState()).toMatchObject({ status: 'ready', ownerId: 'u1', progress: { xp: 600, levelName: 'Intern' } });
  });
});
