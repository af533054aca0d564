// HTTP face of profiles, mounted under /api: the signed-in user's own account, profile and uploads.
import express, { type Response, type Router } from 'express';
import { pipeline } from 'node:stream/promises';
import type { AuthMiddleware } from '../auth/middleware';
import { userOf } from '../auth/middleware';
import { HttpError } from '../http/http-error';
import type { RateLimiters } from '../rate-limit/rate-limits';
import { uploadRateLimit } from '../rate-limit/upload-rate-limit';
import { profileUpdateSchema } from './profile-schema';
import { AVATAR_MAX_BYTES, CV_MAX_BYTES, PROFILE_MESSAGES, type CvDownload, type ProfileService } from './service';
import { singleFileUpload } from './upload';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new HttpError(404, 'not_found', 'There is no such profile.');

async function sendCv(res: Response, cv: CvDownload | null): Promise<void> {
  if (!cv) throw new HttpError(404, 'not_found', 'No CV has been uploaded.');
  res.set({
    'Content-Type': cv.contentType,
    'Content-Length': String(cv.size),
    'Content-Disposition': `attachment; filename="${cv.fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  await pipeline(cv.body, res);
}

export function profileRoutes(profiles: ProfileService, auth: AuthMiddleware, limiters: RateLimiters): Router {
  const router = express.Router();
  const limitUploads = uploadRateLimit(limiters);
  const avatarUpload = singleFileUpload(AVATAR_MAX_BYTES, {
    missing: PROFILE_MESSAGES.avatarMissing,
    tooLarge: PROFILE_MESSAGES.avatarTooLarge,
  });
  const cvUpload = singleFileUpload(CV_MAX_BYTES, { missing: PROFILE_MESSAGES.cvMissing, tooLarge: PROFILE_MESSAGES.cvTooLarge });

  router.get('/me', auth.requireUser, async (req, res) => {
    const { id, email, roles } = userOf(req);
    res.json({ user: { id, email }, profile: await profiles.get(id), roles });
  });

  router.get('/profile', auth.requireUser, async (req, res) => {
    res.json(await profiles.get(userOf(req).id));
  });

  router.patch('/profile', auth.requireUser, async (req, res) => {
    res.json(await profiles.update(userOf(req).id, profileUpdateSchema.parse(req.body)));
  });

  // Another user's profile is private: it answers as if it did not exist.
  router.get('/profiles/:id', auth.requireUser, async (req, res) => {
    if (req.params.id !== userOf(req).id) throw notFound();
    res.json(await profiles.get(req.params.id));
  });

  router.post('/profile/avatar', auth.requireUser, ...limitUploads, avatarUpload, async (req, res) => {
    res.json(await profiles.setAvatar(userOf(req).id, req.file!));
  });

  router.post('/profile/cv', auth.requireUser, ...limitUploads, cvUpload, async (req, res) => {
    res.json(await profiles.setCv(userOf(req).id, req.file!));
  });

  router.get('/profile/cv', auth.requireUser, async (req, res) => {
    await sendCv(res, await profiles.openCv(userOf(req).id));
  });

  // CVs are private: their owner, and admins, may read them.
  router.get('/profiles/:id/cv', auth.requireUser, async (req, res) => {
    const user = userOf(req);
    const { id } = req.params as { id: string };
    if (id !== user.id && !(user.roles.admin && UUID.test(id))) throw notFound();
    await sendCv(res, await profiles.openCv(id));
  });

  return router;
}
