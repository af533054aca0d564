// Rules of profiles, free of HTTP: each user reads and edits only their own row; avatars and CVs are
// checked by content before anything is stored.
import type { Readable } from 'node:stream';
import { HttpError } from '../http/http-error';
import type { Storage } from '../storage/storage';
import { cvFileName, detectCvType, detectImageType } from './file-types';
import { profileFieldsFromMetadata, type ProfileUpdate } from './profile-schema';
import type { ProfileChanges, ProfileRepo, ProfileRow } from './repo';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const PROFILE_MESSAGES = {
  avatarMissing: 'You must select an image to upload.',
  avatarNotImage: 'Only images can be used as a profile picture.',
  avatarTooLarge: 'The image must be 2 MB or smaller.',
  cvMissing: 'Please select a file to upload.',
  cvWrongType: 'Please upload a PDF or DOC/DOCX file only',
  cvTooLarge: 'File size exceeds 5MB limit',
} as const;

const AVATAR_URL_PREFIX = '/files/avatars/';

/** The profile as the API sends it: the columns, snake_case, as the spec's profiles table. */
export function profileJson(row: ProfileRow) {
  return {
    id: row.id,
    full_name: row.fullName,
    affiliation: row.affiliation,
    specialization: row.specialization,
    experience_level: row.experienceLevel,
    avatar_url: row.avatarUrl,
    cv_url: row.cvUrl,
    has_premium: row.hasPremium,
    leaderboard_opt_in: row.leaderboardOptIn,
    recruiter_visible: row.recruiterVisible,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type ProfileJson = ReturnType<typeof profileJson>;

function changesFrom(update: ProfileUpdate): ProfileChanges {
  const changes: ProfileChanges = {};
  if (update.full_name !== undefined) changes.fullName = update.full_name;
  if (update.affiliation !== undefined) changes.affiliation = update.affiliation;
  if (update.specialization !== undefined) changes.specialization = update.specialization;
  if (update.experience_level !== undefined) changes.experienceLevel = update.experience_level;
  if (update.leaderboard_opt_in !== undefined) changes.leaderboardOptIn = update.leaderboard_opt_in;
  if (update.recruiter_visible !== undefined) changes.recruiterVisible = update.recruiter_visible;
  return changes;
}

export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

export interface CvDownload {
  fileName: string;
  contentType: string;
  size: number;
  body: Readable;
}

export function createProfileService(repo: ProfileRepo, storage: Storage) {
  return {
    async get(userId: string): Promise<ProfileJson> {
      return profileJson(await repo.ensure(userId));
    },

    async update(userId: string, update: ProfileUpdate): Promise<ProfileJson> {
      const changes = changesFrom(update);
      return profileJson(Object.keys(changes).length ? await repo.update(userId, changes) : await repo.ensure(userId));
    },

    /** AccountHooks: the profile starts from the sign-up data. */
    async accountCreated(userId: string, metadata: Record<string, unknown>): Promise<void> {
      await repo.ensure(userId, changesFrom(profileFieldsFromMetadata(metadata)));
    },

    /** AccountHooks: full_name, affiliation and specialization set through the auth user follow to the profile. */
    async metadataChanged(userId: string, changes: Record<string, unknown>): Promise<void> {
      const mirrored = changesFrom(profileFieldsFromMetadata(changes));
      if (Object.keys(mirrored).length) await repo.update(userId, mirrored);
    },

    async setAvatar(userId: string, file: UploadedFile): Promise<ProfileJson> {
      const type = detectImageType(file.buffer);
      if (!type) throw new HttpError(400, 'invalid_file_type', PROFILE_MESSAGES.avatarNotImage);
      const before = await repo.ensure(userId);
      const stored = await storage.put('avatars', `${userId}/${Date.now()}.${type.extension}`, file.buffer, type.contentType);
      const row = await repo.update(userId, { avatarUrl: storage.url('avatars', stored.key) });
      if (before.avatarUrl?.startsWith(AVATAR_URL_PREFIX)) {
        await storage.remove('avatars', before.avatarUrl.slice(AVATAR_URL_PREFIX.length)).catch(() => undefined);
      }
      return profileJson(row);
    },

    async setCv(userId: string, file: UploadedFile): Promise<ProfileJson> {
      const type = detectCvType(file.originalname, file.buffer);
      if (!type) throw new HttpError(400, 'invalid_file_type', PROFILE_MESSAGES.cvWrongType);
      const before = await repo.ensure(userId);
      const key = `${userId}/${Date.now()}-${cvFileName(file.originalname, type.extension)}`;
      await storage.put('user-cvs', key, file.buffer, type.contentType);
      const row = await repo.update(userId, { cvUrl: key });
      if (before.cvUrl && before.cvUrl !== key) await storage.remove('user-cvs', before.cvUrl).catch(() => undefined);
      return profileJson(row);
    },

    /** The user's CV, or null when they have none. */
    async openCv(userId: string): Promise<CvDownload | null> {
      const cvUrl = (await repo.find(userId))?.cvUrl;
      const opened = cvUrl ? await storage.open('user-cvs', cvUrl) : null;
      if (!opened || !cvUrl) return null;
      const fileName = cvUrl.slice(cvUrl.indexOf('/') + 1).replace(/^\d+-/, '');
      return { fileName, contentType: opened.object.contentType, size: opened.object.size, body: opened.body };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
