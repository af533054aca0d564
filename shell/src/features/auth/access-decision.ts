// Who may open a route with a given guard (spec 01 §2.1, §4.6; spec 02 §6): the pure rule the guards apply.
import type { Guard } from '@bullpen/shared';
import { ACCESS, type Notice } from './messages';

export interface AccessInput {
  isLoading: boolean;
  signedIn: boolean;
  isAdmin: boolean;
  isPremium: boolean;
  isCompany: boolean;
  demoMode: boolean;
  /** The user just chose to sign out: go to /login quietly, remembering nothing. */
  signingOut: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'forbidden' }
  | { kind: 'redirect'; to: string; notice?: Notice; rememberPath: boolean };

const ALLOW: AccessDecision = { kind: 'allow' };

function toLogin(input: AccessInput, to = '/login'): AccessDecision {
  if (input.signingOut) return { kind: 'redirect', to: '/login', rememberPath: false };
  return { kind: 'redirect', to, notice: { title: ACCESS.loginRequired }, rememberPath: true };
}

export function decideAccess(guard: Guard, input: AccessInput): AccessDecision {
  if (guard === 'public') return ALLOW;
  if (input.isLoading) return { kind: 'wait' };
  // Demo mode reproduces the spec's build, where premium screens open to everyone.
  if (guard === 'premium' && input.demoMode) return ALLOW;
  if (!input.signedIn) return toLogin(input, guard === 'company' ? '/company/login' : '/login');
  switch (guard) {
    case 'auth':
      return ALLOW;
    case 'premium':
      return input.isPremium || input.isAdmin
        ? ALLOW
        : { kind: 'redirect', to: '/pricing?access=required', notice: { title: ACCESS.premiumRequired }, rememberPath: false };
    case 'admin':
      return input.isAdmin ? ALLOW : { kind: 'forbidden' };
    case 'company':
      return input.isCompany || input.isAdmin
        ? ALLOW
        : { kind: 'redirect', to: '/company/login', notice: ACCESS.companyRequired, rememberPath: false };
  }
}
