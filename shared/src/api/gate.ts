// The shared-password gate of the practice areas (spec 01 §4.6): unlock once, re-verify the token on load.
import { apiFetch } from './client';

export const GATE_TOKEN_HEADER = 'X-Gate-Token';

export const unlockGate = (password: string) => apiFetch<{ token: string }>('/api/gate', { method: 'POST', body: { password } });

export const verifyGate = (token: string) => apiFetch<unknown>('/api/gate/verify', { headers: { [GATE_TOKEN_HEADER]: token } });
