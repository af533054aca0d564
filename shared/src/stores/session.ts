// The session store every area reads: who is signed in and what they may do. Filled by the shell's auth.
import { create } from 'zustand';
import type { Session } from '@supabase/supabase-js';
import type { Profile } from '../api/account';

export interface SessionUser {
  id: string;
  email: string;
}

export interface SessionState {
  user: SessionUser | null;
  accessToken: string | null;
  session: Session | null;
  profile: Profile | null;
  isAdmin: boolean;
  isPremium: boolean;
  isCompany: boolean;
  /** True until the first session check ends, and while a new user's profile and roles load. */
  isLoading: boolean;
  /** From /api/config: the spec's demo build (premium screens open, URL bypasses honoured). */
  demoMode: boolean;
  /** The locally stored creator flag (set by `?creator=true` in demo mode). */
  creatorAccess: boolean;
}

export const SIGNED_OUT: Pick<SessionState, 'user' | 'accessToken' | 'session' | 'profile' | 'isAdmin' | 'isPremium' | 'isCompany'> = {
  user: null,
  accessToken: null,
  session: null,
  profile: null,
  isAdmin: false,
  isPremium: false,
  isCompany: false,
};

export const useSessionStore = create<SessionState>(() => ({
  ...SIGNED_OUT,
  isLoading: true,
  demoMode: false,
  creatorAccess: false,
}));

/**
 * Premium features in the browser (spec 01 §4.5): premium or admin users; in demo mode also the
 * creator flag and the `admin=true` / `devPreview=true` query. Never a server-side right.
 */
export function hasPremiumAccess(
  state: Pick<SessionState, 'isPremium' | 'isAdmin' | 'demoMode' | 'creatorAccess'>,
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): boolean {
  if (state.isPremium || state.isAdmin) return true;
  if (!state.demoMode) return false;
  const query = new URLSearchParams(search);
  return state.creatorAccess || query.get('admin') === 'true' || query.get('devPreview') === 'true';
}
