// What the admin endpoints answer (gateway/src/admin), read by the admin area. Types only.
import type { Question } from '../domain/question';

export interface DashboardStats {
  users: number;
  premiumUsers: number;
  interviewsThisWeek: number;
  /** 0–100; null before the first evaluated answer. */
  averageScore: number | null;
}

export interface ActivityItem {
  userId: string | null;
  name: string;
  specialization: string;
  interviewType: string;
  /** 0–100. */
  score: number;
  at: string;
}

export interface TopCandidate {
  rank: number;
  userId: string;
  name: string;
  university: string;
  /** Combined leaderboard score, 0–100. */
  score: number;
  xp: number;
}

export interface Insights {
  bySpecialization: Array<{ id: string; name: string; answers: number; averageScore: number }>;
  byType: Array<{ type: string; answers: number }>;
  /** Monday of each of the last weeks, oldest first, with the accounts created that week. */
  signupsByWeek: Array<{ weekStart: string; signups: number }>;
}

/** The roles an admin grants and removes. */
export type RoleName = 'admin' | 'premium' | 'company';

export interface UserSummary {
  id: string;
  email: string;
  full_name: string | null;
  roles: Record<RoleName, boolean>;
}

export interface AdminQuestion extends Question {
  editedByAdmin: boolean;
  updatedAt: string;
}

export interface AuditEntry {
  id: string;
  action: string;
  admin: { id: string; email: string | null; name: string | null };
  targetUser: { id: string; email: string | null } | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** One mock interview as the admin portal lists it (newest first). */
export interface MockInterviewSummary {
  id: string;
  /** Null for a visitor who was not signed in. */
  user: { id: string; name: string; email: string | null } | null;
  specialization: string;
  startedAt: string;
  /** Answers given, of `questions` asked. */
  answers: number;
  questions: number;
  /** Mean evaluation of the answers, 0–100. */
  averageScore: number | null;
}

export interface MockInterviewPage {
  items: MockInterviewSummary[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}
