// The session store every area reads: who is signed in and what they may do. Filled by the shell's auth.
import { create } from 'zustand';

export interface SessionUser {
  id: string;
  email: string;
}

export interface SessionState {
  user: SessionUser | null;
  accessToken: string | null;
  isAdmin: boolean;
  isPremium: boolean;
  isCompany: boolean;
  isLoading: boolean;
}

export const useSessionStore = create<SessionState>(() => ({
  user: null,
  accessToken: null,
  isAdmin: false,
  isPremium: false,
  isCompany: false,
  isLoading: false,
}));
