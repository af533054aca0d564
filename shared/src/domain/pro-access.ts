// The way to Pro as the student reads it (pricing and profile): the button without Stripe, and what
// their latest Pro request says. Written once, shown by the community area and the shell.
import type { ProAccess } from '../contracts/billing';

export const REQUEST_PRO_ACCESS = 'Request Pro access';
export const PRO_ACCESS_REQUESTED = 'Pro access requested';

export interface ProStatus {
  /** info: waiting or nothing asked yet; success: Pro; warning: declined. */
  tone: 'info' | 'success' | 'warning';
  title: string;
  description: string;
}

/** "25 Nov 2026" */
export function formatRequestDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** What the student's plan and latest request say; null for a free student who never asked. */
export function proStatusOf(access: Pick<ProAccess, 'premium' | 'request'>): ProStatus | null {
  if (access.premium) return { tone: 'success', title: 'You have Pro', description: 'Every premium screen is open to you.' };
  const { request } = access;
  if (!request) return null;
  const asked = formatRequestDate(request.requestedAt);
  if (request.status === 'pending') {
    return { tone: 'info', title: PRO_ACCESS_REQUESTED, description: `You asked on ${asked}. An admin will review your request soon.` };
  }
  if (request.status === 'declined') {
    return { tone: 'warning', title: 'Pro request declined', description: `Your request of ${asked} was declined. You can ask again.` };
  }
  // Granted, but no longer premium (removed later by an admin): the student may ask again.
  return null;
}
