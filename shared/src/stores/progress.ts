// The progress store (spec 01 §3 UserProgress, §4.7): a visitor's copy lives in localStorage under
// `userProgress` and grows in the browser; a signed-in user's copy is the server's, read-only here
// because only the server awards XP to signed-in users.
import { useEffect } from 'react';
import { create } from 'zustand';
// Shared on its own (tools/mf-shared.cjs): the session and the API client come from the shared core.
import { fetchProgress, useSessionStore, type ServerProgress } from '@bullpen/shared/core';
import { emptyProgress, levelForXp, type UserProgress } from '../domain/progress';
import { applyGain, type AwardOutcome, type ProgressGain } from '../domain/award';

export const VISITOR_PROGRESS_KEY = 'userProgress';

export type ProgressStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What one practice activity earned a visitor. */
export type VisitorGain = ProgressGain;

export interface ProgressState {
  progress: UserProgress;
  /** The user the copy belongs to; null for the visitor's local copy. */
  ownerId: string | null;
  status: ProgressStatus;
  error: string | null;
  /** Loads the copy of whoever is signed in now: the server's, or the visitor's local one. */
  load(): Promise<void>;
  /** A visitor's activity, applied and saved locally; null (nothing changes) for a signed-in user. */
  recordVisitorGain(gain: VisitorGain, today?: string): AwardOutcome | null;
}

/** The local calendar date as 'YYYY-MM-DD'. */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function withLevel(progress: UserProgress): UserProgress {
  const { level, name } = levelForXp(progress.xp);
  return { ...progress, level, levelName: name };
}

export function progressFromServer(server: ServerProgress): UserProgress {
  const empty = emptyProgress();
  return withLevel({
    ...empty,
    xp: server.xp,
    skillPoints: { ...empty.skillPoints, ...server.skill_points },
    specializationXp: server.specialization_xp ?? {},
    streakDays: server.streak_days,
    lastActiveDate: server.last_active_date,
    completedInterviews: server.completed_interviews,
    badges: server.badges ?? [],
  });
}

/** The visitor's stored progress; unreadable data is logged and replaced by a fresh start. */
export function readVisitorProgress(storage: Storage = localStorage): UserProgress {
  const empty = emptyProgress();
  const raw = storage.getItem(VISITOR_PROGRESS_KEY);
  if (!raw) return empty;
  try {
    const stored = JSON.parse(raw) as Partial<UserProgress>;
    const xp = typeof stored.xp === 'number' && stored.xp >= 0 ? stored.xp : 0;
    return withLevel({ ...empty, ...stored, xp, skillPoints: { ...empty.skillPoints, ...stored.skillPoints } });
  } catch (error) {
    console.error(`[progress] unreadable ${VISITOR_PROGRESS_KEY} in local storage`, error);
    return empty;
  }
}

export const useProgressStore = create<ProgressState>((set, get) => ({
  progress: emptyProgress(),
  ownerId: null,
  status: 'idle',
  error: null,

  async load() {
    const userId = useSessionStore.getState().user?.id ?? null;
    if (userId === null) {
      set({ progress: readVisitorProgress(), ownerId: null, status: 'ready', error: null });
      return;
    }
    set({ ownerId: userId, status: 'loading', error: null });
    try {
      const server = await fetchProgress();
      if (get().ownerId === userId) set({ progress: progressFromServer(server), status: 'ready' });
    } catch (error) {
      if (get().ownerId === userId) set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
    }
  },

  recordVisitorGain(gain, today = localDate()) {
    if (useSessionStore.getState().user) return null;
    const before = get().ownerId === null && get().status === 'ready' ? get().progress : readVisitorProgress();
    const { progress, outcome } = applyGain(before, gain, today);
    localStorage.setItem(VISITOR_PROGRESS_KEY, JSON.stringify(progress));
    set({ progress, ownerId: null, status: 'ready', error: null });
    return outcome;
  },
}));

/** The progress of whoever is signed in (or the visitor), loaded on first use and after a sign-in or out. */
export function useProgress(): ProgressState {
  const state = useProgressStore();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const authLoading = useSessionStore((s) => s.isLoading);
  const { status, ownerId, load } = state;
  useEffect(() => {
    if (authLoading || status === 'loading') return;
    if (status === 'idle' || ownerId !== userId) void load();
  }, [authLoading, userId, status, ownerId, load]);
  return state;
}
