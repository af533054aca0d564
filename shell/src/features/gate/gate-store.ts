// Whether the shared-password gate is open on this page: checked once per page load, then kept.
import { create } from 'zustand';
import { ApiError, getAppConfig, unlockGate, verifyGate } from '@bullpen/shared';
import { GATE_TOKEN_KEY } from './gated-path';

export type GateStatus = 'unknown' | 'checking' | 'locked' | 'open';

interface GateState {
  status: GateStatus;
  /** Reads the config and re-verifies a remembered token (once). */
  check(): Promise<void>;
  /** Tries a password; true when it opened the gate. */
  unlock(password: string): Promise<boolean>;
}

export const useGateStore = create<GateState>((set, get) => ({
  status: 'unknown',

  async check() {
    if (get().status !== 'unknown') return;
    set({ status: 'checking' });
    const config = await getAppConfig();
    if (!config.gateEnabled) return set({ status: 'open' });
    const token = localStorage.getItem(GATE_TOKEN_KEY);
    if (!token) return set({ status: 'locked' });
    try {
      await verifyGate(token);
      set({ status: 'open' });
    } catch (error) {
      // A rejected token is forgotten; a network failure keeps it for the next load.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) localStorage.removeItem(GATE_TOKEN_KEY);
      set({ status: 'locked' });
    }
  },

  async unlock(password) {
    try {
      const { token } = await unlockGate(password);
      localStorage.setItem(GATE_TOKEN_KEY, token);
      set({ status: 'open' });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return false;
      throw error;
    }
  },
}));
