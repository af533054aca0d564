// Rules of the way to Pro: with Stripe a student pays through Checkout and the webhook grants premium
// (its cancellation removes it); without Stripe a student asks, one request waiting at a time, and an
// admin grants or declines it. Premium is profiles.has_premium, read on the server at every request.
import type { Logger } from 'pino';
import type { PendingProRequest, ProAccess, ProRequest } from '@bullpen/shared/contracts';
import type { BillingPeriod, Plan } from '@bullpen/shared/domain';
import type { AuthUser } from '../auth/middleware';
import { HttpError } from '../http/http-error';
import type { BillingRepo, BillingTransaction, Decision, ProRequestRow } from './repo';
import type { CheckoutGateway, StripeEvent } from './stripe-checkout';

export interface BillingService {
  /** Whether Pro is bought through Stripe Checkout here. */
  readonly checkout: boolean;
  proAccess(user: AuthUser): Promise<ProAccess>;
  requestPro(user: AuthUser): Promise<ProRequest>;
  pendingRequests(): Promise<PendingProRequest[]>;
  decide(adminId: string, requestId: string, decision: Decision): Promise<ProRequest>;
  startCheckout(user: AuthUser, plan: Plan, period: BillingPeriod): Promise<string>;
  /** Handles a webhook; `duplicate` when its event was handled before. */
  receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }>;
}

const PENDING_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const alreadyPremium = () => new HttpError(409, 'already_premium', 'Your account already includes Pro.');
const requestNotFound = () => new HttpError(404, 'not_found', 'Pro request not found.');

export function toProRequest(row: ProRequestRow): ProRequest {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A student's id as Stripe hands it back, when it is one. */
function userIdIn(...candidates: Array<string | null | undefined>): string | undefined {
  return candidates.find((value): value is string => typeof value === 'string' && UUID.test(value))?.toLowerCase();
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

export function createBillingService(repo: BillingRepo, checkout: CheckoutGateway | undefined, logger: Logger): BillingService {
  /** Who an event concerns and what it changes; an event billing does not act on changes nothing. */
  async function effectOf(event: StripeEvent): Promise<{ userId: string | null; apply?: (billing: BillingTransaction) => Promise<void> }> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const userId = userIdIn(session.client_reference_id, session.metadata?.user_id);
        // A delayed payment method completes the session unpaid; its success event grants Pro later.
        if (!userId || session.payment_status === 'unpaid') return { userId: userId ?? null };
        if (!(await repo.userExists(userId))) {
          logger.warn({ eventId: event.id }, 'stripe checkout completed for an unknown user');
          return { userId: null };
        }
        const subscriptionId = idOf(session.subscription);
        return {
          userId,
          apply: async (billing) => {
            await billing.setPremium(userId, true);
            if (subscriptionId) await billing.saveSubscription({ subscriptionId, userId, customerId: idOf(session.customer), status: 'active' });
          },
        };
      }
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const userId = userIdIn(subscription.metadata?.user_id) ?? (await repo.subscriptionOwner(subscription.id));
        if (!userId) {
          logger.warn({ eventId: event.id }, 'stripe subscription ended for no known user');
          return { userId: null };
        }
        return {
          userId,
          apply: async (billing) => {
            await billing.setPremium(userId, false);
            await billing.saveSubscription({ subscriptionId: subscription.id, userId, customerId: idOf(subscription.customer), status: 'canceled' });
          },
        };
      }
      default:
        return { userId: null };
    }
  }

  return {
    checkout: Boolean(checkout),

    async proAccess(user) {
      const latest = await repo.latestRequest(user.id);
      return { premium: user.roles.premium, checkout: Boolean(checkout), request: latest ? toProRequest(latest) : null };
    },

    async requestPro(user) {
      if (user.roles.premium) throw alreadyPremium();
      if (checkout) throw new HttpError(409, 'checkout_available', 'Pro is bought through checkout on the pricing page.');
      const created = await repo.createRequest(user.id);
      if (!created) throw new HttpError(409, 'request_pending', 'You have already asked for Pro access. An admin will answer soon.');
      return toProRequest(created);
    },

    async pendingRequests() {
      const rows = await repo.pendingRequests(PENDING_LIMIT);
      return rows.map((row) => ({ ...toProRequest(row), user: { id: row.userId, email: row.email, fullName: row.fullName } }));
    },

    async decide(adminId, requestId, decision) {
      if (!UUID.test(requestId)) throw requestNotFound();
      const decided = await repo.decide(requestId.toLowerCase(), adminId, decision);
      if (decided) return toProRequest(decided);
      const existing = await repo.findRequest(requestId.toLowerCase());
      if (!existing) throw requestNotFound();
      throw new HttpError(409, 'already_decided', `This request was already ${existing.status}.`);
    },

    async startCheckout(user, plan, period) {
      if (!checkout) throw new HttpError(404, 'not_found', 'Checkout is not available here.');
      if (user.roles.premium) throw alreadyPremium();
      return checkout.createSession({ userId: user.id, email: user.email, plan, period });
    },

    async receiveWebhook(rawBody, signature) {
      if (!checkout) throw new HttpError(404, 'not_found', 'Checkout is not available here.');
      const event = checkout.verifyEvent(rawBody, signature);
      const { userId, apply } = await effectOf(event);
      const handled = await repo.onceForEvent({ id: event.id, type: event.type, userId }, async (billing) => {
        await apply?.(billing);
      });
      if (handled && apply) logger.info({ eventId: event.id, type: event.type, userId }, 'stripe event applied');
      return { duplicate: !handled };
    },
  };
}
