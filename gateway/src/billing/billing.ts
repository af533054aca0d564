// The billing component: the way to Pro, by Stripe Checkout when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set, otherwise by a request an admin grants (routes → service → repo).
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AuthMiddleware } from '../auth/middleware';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { createBillingRepo } from './repo';
import { billingRoutes, billingWebhookRoutes } from './routes';
import { createBillingService } from './service';
import { createStripeCheckout } from './stripe-checkout';

export interface Billing {
  /** JSON routes under /api. */
  routes: Router;
  /** Stripe's webhook, mounted under /api before the JSON parser (it verifies the raw body). */
  webhookRoutes: Router;
}

export function createBilling(input: { db: Database; config: Pick<Config, 'stripe' | 'publicUrl'>; auth: AuthMiddleware; logger: Logger }): Billing {
  const { db, config, auth, logger } = input;
  const checkout = config.stripe ? createStripeCheckout(config.stripe, config.publicUrl, logger) : undefined;
  const service = createBillingService(createBillingRepo(db), checkout, logger);
  return { routes: billingRoutes(service, auth), webhookRoutes: billingWebhookRoutes(service) };
}
