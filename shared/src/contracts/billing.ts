// What the billing endpoints answer (gateway/src/billing): a student's way to Pro, by Stripe Checkout
// or, without it, by a request an admin grants or declines. Types only.

export type ProRequestStatus = 'pending' | 'granted' | 'declined';

export interface ProRequest {
  id: string;
  status: ProRequestStatus;
  /** ISO timestamps. */
  requestedAt: string;
  decidedAt: string | null;
}

/** GET /api/billing/pro-access: the signed-in student's plan and their latest request. */
export interface ProAccess {
  premium: boolean;
  /** True when Pro is bought through Stripe Checkout here; false: it is requested from an admin. */
  checkout: boolean;
  request: ProRequest | null;
}

/** A request waiting for an admin (GET /api/admin/pro-requests). */
export interface PendingProRequest extends ProRequest {
  user: { id: string; email: string; fullName: string | null };
}

/** POST /api/billing/checkout: where the browser goes to pay. */
export interface CheckoutStart {
  url: string;
}
