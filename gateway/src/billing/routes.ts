// HTTP face of billing, mounted under /api: the student's Pro access, request and checkout; the admins'
// list of waiting requests with grant and decline; and Stripe's webhook, which reads the raw body.
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { PLANS } from '@bullpen/shared/domain';
import type { AuthMiddleware } from '../auth/middleware';
import { userOf } from '../auth/middleware';
import type { BillingService } from './service';

const checkoutSchema = z.object(
  {
    plan: z.enum(['pro', 'bpro'], { error: 'plan must be pro or bpro' }),
    period: z.enum(['monthly', 'annual'], { error: 'period must be monthly or annual' }).default('monthly'),
  },
  { error: 'Send a JSON object' },
);

/** Stripe's events are small; a body past this is not one. */
const WEBHOOK_BODY_LIMIT = '512kb';

export function billingRoutes(service: BillingService, auth: AuthMiddleware): Router {
  const router = express.Router();
  const requireAdmin = auth.requireRole('admin');

  router.get('/billing/pro-access', auth.requireUser, async (req, res) => {
    res.json(await service.proAccess(userOf(req)));
  });

  router.post('/billing/pro-requests', auth.requireUser, async (req, res) => {
    res.status(201).json(await service.requestPro(userOf(req)));
  });

  if (service.checkout) {
    router.post('/billing/checkout', auth.requireUser, async (req, res) => {
      const { plan, period } = checkoutSchema.parse(req.body ?? {});
      const chosen = PLANS.find((candidate) => candidate.id === plan);
      if (!chosen) throw new Error(`plan ${plan} is missing from PLANS`);
      res.json({ url: await service.startCheckout(userOf(req), chosen, period) });
    });
  }

  router.get('/admin/pro-requests', requireAdmin, async (_req, res) => {
    res.json({ requests: await service.pendingRequests() });
  });

  const decide = (decision: 'granted' | 'declined'): RequestHandler => async (req, res) => {
    res.json(await service.decide(userOf(req).id, String(req.params.id), decision));
  };
  router.post('/admin/pro-requests/:id/grant', requireAdmin, decide('granted'));
  router.post('/admin/pro-requests/:id/decline', requireAdmin, decide('declined'));

  return router;
}

/** Stripe signs the exact bytes it sent, so this route is mounted before any JSON parser. */
export function billingWebhookRoutes(service: BillingService): Router {
  const router = express.Router();
  if (!service.checkout) return router;
  router.post('/billing/webhook', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const { duplicate } = await service.receiveWebhook(body, req.get('stripe-signature'));
    res.json({ received: true, duplicate });
  });
  return router;
}
