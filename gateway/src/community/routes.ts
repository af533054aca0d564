// HTTP face of the community component, mounted under /api.
import express, { type Router } from 'express';
import { contactRequestSchema } from './contact-schema';
import type { CommunityService } from './service';

export function communityRoutes(community: CommunityService): Router {
  const router = express.Router();
  router.post('/contact', async (req, res) => {
    // A ZodError becomes a 400 naming the field, in errorHandler.
    const request = contactRequestSchema.parse(req.body);
    res.status(201).json(await community.submitContact(request));
  });
  return router;
}
