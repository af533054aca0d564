// HTTP face of the community component, mounted under /api: contact, waitlist, events, site info.
import express, { type RequestHandler, type Router } from 'express';
import { contactRequestSchema } from './contact-schema';
import type { CommunityService } from './service';
import { waitlistRequestSchema } from './waitlist-schema';

/** The limits run before each form's handler (per IP and per recipient; see form-rate-limits.ts). */
export interface FormLimits {
  contact: RequestHandler[];
  waitlist: RequestHandler[];
}

export function communityRoutes(community: CommunityService, limits: FormLimits): Router {
  const router = express.Router();
  // A ZodError becomes a 400 naming the field, in errorHandler.
  router.post('/contact', ...limits.contact, async (req, res) => {
    const request = contactRequestSchema.parse(req.body);
    res.status(201).json(await community.submitContact(request));
  });
  router.post('/waitlist', ...limits.waitlist, async (req, res) => {
    const result = await community.joinWaitlist(waitlistRequestSchema.parse(req.body));
    res.status(result.already ? 200 : 201).json(result);
  });
  router.get('/events', async (_req, res) => {
    res.json({ events: await community.listEvents() });
  });
  router.get('/community/info', (_req, res) => {
    res.json(community.info());
  });
  return router;
}
