// Typed calls for the signed-in user's account: who they are, their profile, uploads and progress.
import { apiFetch } from './client';

export interface Profile {
  id: string;
  full_name: string | null;
  affiliation: string | null;
  specialization: string | null;
  experience_level: string | null;
  avatar_url: string | null;
  cv_url: string | null;
  has_premium: boolean;
  leaderboard_opt_in: boolean;
  recruiter_visible: boolean;
}

export interface Roles {
  admin: boolean;
  premium: boolean;
  company: boolean;
}

export interface Me {
  user: { id: string; email: string };
  profile: Profile;
  roles: Roles;
}

/** The fields a user may change on their own profile. */
export type ProfileUpdate = Partial<
  Pick<Profile, 'full_name' | 'affiliation' | 'specialization' | 'experience_level' | 'leaderboard_opt_in' | 'recruiter_visible'>
>;

/** Progress as the server keeps it; the server alone awards XP to signed-in users. */
export interface ServerProgress {
  xp: number;
  skill_points: Record<string, number>;
  specialization_xp: Record<string, number>;
  streak_days: number;
  last_active_date: string | null;
  badges: string[];
  completed_interviews: number;
}

export const fetchMe = () => apiFetch<Me>('/api/me');

export const fetchProfile = () => apiFetch<Profile>('/api/profile');

export const patchProfile = (fields: ProfileUpdate) => apiFetch<Profile>('/api/profile', { method: 'PATCH', body: fields });

function upload(path: string, file: File | Blob, fileName?: string) {
  const formData = new FormData();
  formData.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
  return apiFetch<Profile>(path, { method: 'POST', formData });
}

export const uploadAvatar = (file: File) => upload('/api/profile/avatar', file);

export const uploadCv = (file: File | Blob, fileName?: string) => upload('/api/profile/cv', file, fileName);

export const fetchProgress = () => apiFetch<ServerProgress>('/api/progress');
