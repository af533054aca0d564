// Stripe through its official package: a Checkout Session for a plan, and webhook events whose signature
// matches the endpoint's secret. The secret key stays on the server; prices come from the shared plans.
import Stripe from 'stripe';
import type { Logger } from 'pino';
import { monthlyPrice, PRICE_CURRENCY, type BillingPeriod, type Plan } from '@bullpen/shared/domain';
import type { StripeConfig } from '../config';
import { HttpError } from '../http/http-error';

export interface CheckoutRequest {
  userId: string;
  email: string;
  plan: Plan;
  period: BillingPeriod;
}

/** The parts of a Stripe event billing reads. */
export type StripeEvent = Stripe.Event;

export interface CheckoutGateway {
  /** The URL of a new Checkout Session; 502 when Stripe cannot be reached. */
  createSession(request: CheckoutRequest): Promise<string>;
  /** The event a webhook carries; 400 when its signature does not match (or is missing). */
  verifyEvent(rawBody: Buffer, signature: string | undefined): StripeEvent;
}

/** Stripe counts in cents. */
const CENTS = 100;
const STRIPE_TIMEOUT_MS = 10_000;

/** The price of one billing period in cents: a month, or a year billed at the annual monthly rate. */
export function periodAmount(plan: Plan, period: BillingPeriod): number {
  const perMonth = monthlyPrice(plan, period);
  if (perMonth === null) throw new HttpError(400, 'invalid_input', `${plan.title} is priced on request.`, { plan: 'Choose Pro or Finance (B)Pro' });
  return perMonth * (period === 'annual' ? 12 : 1) * CENTS;
}

export function createStripeCheckout(config: StripeConfig, publicUrl: string, logger: Logger): CheckoutGateway {
  const stripe = new Stripe(config.secretKey, {
    ...config.api,
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
  });

  return {
    async createSession({ userId, email, plan, period }) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: PRICE_CURRENCY.toLowerCase(),
                unit_amount: periodAmount(plan, period),
                recurring: { interval: period === 'annual' ? 'year' : 'month' },
                product_data: { name: `Bullpen ${plan.title}` },
              },
            },
          ],
          // Both carry the student: the session to grant Pro, the subscription to find them when it ends.
          client_reference_id: userId,
          customer_email: email,
          metadata: { user_id: userId, plan: plan.id, period },
          subscription_data: { metadata: { user_id: userId, plan: plan.id, period } },
          success_url: `${publicUrl}/profile?checkout=success`,
          cancel_url: `${publicUrl}/pricing?checkout=cancelled`,
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        logger.error({ err: error }, 'stripe checkout session could not be created');
        throw new HttpError(502, 'payment_unavailable', 'Payments are unavailable right now. Please try again in a moment.');
      }
      if (!session.url) throw new HttpError(502, 'payment_unavailable', 'Payments are unavailable right now. Please try again in a moment.');
      return session.url;
    },

    verifyEvent(rawBody, signature) {
      if (!signature) throw new HttpError(400, 'invalid_signature', 'The Stripe-Signature header is missing.');
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new HttpError(400, 'invalid_signature', 'The webhook signature does not match.');
      }
    },
  };
}
