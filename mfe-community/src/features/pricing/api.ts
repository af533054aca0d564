// The student's way to Pro (gateway/src/billing): their plan and request, a request to an admin, or a
// Stripe Checkout Session to pay.
import { apiFetch, type BillingPeriod, type CheckoutStart, type PlanId, type ProAccess, type ProRequest } from '@bullpen/shared';

export const fetchProAccess = (signal: AbortSignal) => apiFetch<ProAccess>('/api/billing/pro-access', { signal });

export const requestProAccess = () => apiFetch<ProRequest>('/api/billing/pro-requests', { method: 'POST' });

export const startCheckout = (plan: PlanId, period: BillingPeriod) => apiFetch<CheckoutStart>('/api/billing/checkout', { body: { plan, period } });
