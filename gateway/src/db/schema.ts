// Drizzle definitions of the tables; the SQL in ./migrations creates them and is the source of truth.
import { bigint, boolean, customType, date, doublePrecision, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  EVENT_TYPES,
  INTERVIEW_TYPES,
  PREP_LEVELS,
  PREP_STATUSES,
  type CaseTask,
  type ChallengeAnswer,
  type ChallengeRunOutcome,
  type EvaluationLevel,
  type ExpectedFigure,
  type PrepAnswer,
  type PrepQuestion,
  type QuestionResult,
  type SampleAnswers,
  type SubmittedSections,
  type TechnicalRound,
} from '@bullpen/shared/domain';

export const CONTACT_FORM_TYPES = ['contact', 'company_access'] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number];

export const contactSubmissions = pgTable('contact_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  formType: text('form_type', { enum: CONTACT_FORM_TYPES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Accounts: embedded auth, profiles, mail outbox, progress, roles (migrations 0002–0007) ---

export const AUTH_SESSION_METHODS = ['password', 'otp', 'recovery', 'oauth'] as const;
export type AuthSessionMethod = (typeof AUTH_SESSION_METHODS)[number];

export const ONE_TIME_TOKEN_TYPES = ['signup', 'recovery', 'reauthentication'] as const;
export type OneTimeTokenType = (typeof ONE_TIME_TOKEN_TYPES)[number];

export const authUsers = pgTable('auth_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** Null until the mailbox's owner chooses one (after a repeat sign-up of an unconfirmed address). */
  passwordHash: text('password_hash'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  recoverySentAt: timestamp('recovery_sent_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable('auth_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  method: text('method', { enum: AUTH_SESSION_METHODS }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const authRefreshTokens = pgTable('auth_refresh_tokens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authOneTimeTokens = pgTable('auth_one_time_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  tokenType: text('token_type', { enum: ONE_TIME_TOKEN_TYPES }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account's identity at Google or LinkedIn (migration 0085). */
export const authIdentities = pgTable('auth_identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerSubject: text('provider_subject').notNull(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One trip to a provider and back, found by its state's hash, used once (migration 0085). */
export const authOauthFlows = pgTable('auth_oauth_flows', {
  id: uuid('id').primaryKey().defaultRandom(),
  stateHash: text('state_hash').notNull().unique(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectTo: text('redirect_to').notNull(),
  codeChallenge: text('code_challenge'),
  codeChallengeMethod: text('code_challenge_method', { enum: ['s256', 'plain'] }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  authCodeHash: text('auth_code_hash').unique(),
  userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
  authCodeUsedAt: timestamp('auth_code_used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey(),
  fullName: text('full_name'),
  affiliation: text('affiliation'),
  specialization: text('specialization'),
  experienceLevel: text('experience_level'),
  avatarUrl: text('avatar_url'),
  cvUrl: text('cv_url'),
  hasPremium: boolean('has_premium').notNull().default(false),
  leaderboardOptIn: boolean('leaderboard_opt_in').notNull().default(false),
  recruiterVisible: boolean('recruiter_visible').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userProgress = pgTable('user_progress', {
  userId: uuid('user_id').primaryKey(),
  xp: integer('xp').notNull().default(0),
  skillPoints: jsonb('skill_points').$type<Record<string, number>>().notNull().default({}),
  specializationXp: jsonb('specialization_xp').$type<Record<string, number>>().notNull().default({}),
  streakDays: integer('streak_days').notNull().default(0),
  lastActiveDate: date('last_active_date', { mode: 'string' }),
  badges: jsonb('badges').$type<string[]>().notNull().default([]),
  completedInterviews: integer('completed_interviews').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const USER_ROLES = ['admin', 'premium', 'company'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    grantedBy: uuid('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

// --- Community: events and the waitlist (migrations 0010–0011) ---

export const events = pgTable('events', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  type: text('type', { enum: EVENT_TYPES }).notNull(),
  date: date('event_date', { mode: 'string' }).notNull(),
  time: text('time').notNull(),
  location: text('location'),
  speakers: text('speakers').array().notNull(),
  experiences: text('experiences').array().notNull().default([]),
  image: text('image').notNull(),
  audioSummary: text('audio_summary'),
  registrationLink: text('registration_link').notNull(),
  spotifyLink: text('spotify_link').notNull(),
  youtubeLink: text('youtube_link').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The columns of a CommunityEvent (the table's own timestamps left out), for selects and returning(). */
export const EVENT_COLUMNS = {
  id: events.id,
  title: events.title,
  description: events.description,
  type: events.type,
  date: events.date,
  time: events.time,
  location: events.location,
  speakers: events.speakers,
  experiences: events.experiences,
  image: events.image,
  audioSummary: events.audioSummary,
  registrationLink: events.registrationLink,
  spotifyLink: events.spotifyLink,
  youtubeLink: events.youtubeLink,
};

export const contentSeeds = pgTable('content_seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const waitlistSubscriptions = pgTable('waitlist_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Practice: question bank, mock interviews, interview sessions (migrations 0020–0022) ---

export const questions = pgTable('questions', {
  id: text('id').primaryKey(),
  specialization: text('specialization').notNull(),
  interviewType: text('interview_type', { enum: INTERVIEW_TYPES }).notNull(),
  difficulty: smallint('difficulty').notNull(),
  topic: text('topic').notNull(),
  question: text('question').notNull(),
  keyConcepts: jsonb('key_concepts').$type<string[]>().notNull().default([]),
  expectedFigures: jsonb('expected_figures').$type<ExpectedFigure[]>(),
  sampleAnswers: jsonb('sample_answers').$type<SampleAnswers>(),
  editedByAdmin: boolean('edited_by_admin').notNull().default(false),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mockInterviews = pgTable('mock_interviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  specialization: text('specialization').notNull(),
  questionIds: jsonb('question_ids').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const EVALUATION_SOURCES = ['ai', 'local'] as const;
export type EvaluationSource = (typeof EVALUATION_SOURCES)[number];

export const mockInterviewAnswers = pgTable(
  'mock_interview_answers',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => mockInterviews.id, { onDelete: 'cascade' }),
    questionIndex: smallint('question_index').notNull(),
    questionId: text('question_id').notNull(),
    answer: text('answer').notNull(),
    score: smallint('score').notNull(),
    level: text('level', { enum: ['strong', 'medium', 'weak', 'none'] }).$type<EvaluationLevel>().notNull(),
    feedback: text('feedback').notNull(),
    suggestions: jsonb('suggestions').$type<string[]>().notNull().default([]),
    source: text('source', { enum: EVALUATION_SOURCES }).notNull(),
    notice: text('notice'),
    xpAwarded: integer('xp_awarded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.questionIndex] })],
);

/** An answer's evaluation as kept in interview_responses.evaluation. */
export interface StoredEvaluation {
  score: number;
  level: EvaluationLevel;
  feedback: string;
  suggestions: string[];
  source: EvaluationSource;
  notice?: string;
}

export const interviewResponses = pgTable('interview_responses', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  questionId: text('question_id').notNull(),
  specialization: text('specialization').notNull(),
  interviewType: text('interview_type').notNull(),
  userAnswer: text('user_answer').notNull(),
  evaluationScore: integer('evaluation_score'),
  feedback: text('feedback'),
  evaluation: jsonb('evaluation').$type<StoredEvaluation>(),
  xpAwarded: integer('xp_awarded').notNull().default(0),
  /** The session the answer was given in (migration 0032): XP is paid once per question per session. */
  sessionKey: text('session_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Admin (migration 0023) ---

export const adminAuditLog = pgTable('admin_audit_log', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminId: uuid('admin_id').notNull(),
  action: text('action').notNull(),
  targetUserId: uuid('target_user_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Personalized prep (migration 0030) ---

export const personalizedPrepAnswers = pgTable('personalized_prep_answers', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull(),
  status: text('status', { enum: PREP_STATUSES }).notNull().default('In Progress'),
  cvFeedback: jsonb('cv_feedback').$type<string[]>().notNull().default([]),
  techInterview: jsonb('tech_interview').$type<TechnicalRound[]>().notNull().default([]),
  behavioralInterview: jsonb('behavioral_interview').$type<PrepQuestion[]>().notNull().default([]),
  caseTask: jsonb('case_task').$type<CaseTask>().notNull(),
  userAnswers: jsonb('user_answers').$type<PrepAnswer[]>().notNull().default([]),
  submittedSections: jsonb('submitted_sections').$type<SubmittedSections>().notNull(),
  overallScore: integer('overall_score').notNull().default(0),
  companyName: text('company_name').notNull(),
  position: text('position').notNull(),
  level: text('level', { enum: PREP_LEVELS }).notNull(),
  jobDescription: text('job_description').notNull(),
  cvUrl: text('cv_url'),
  companyIdealProfile: text('company_ideal_profile').notNull(),
  contentSource: text('content_source', { enum: ['ai', 'local'] }).notNull().default('local'),
  feedback: text('feedback'),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's prep being generated now (migration 0031): claimed before generating, removed after. */
export const prepGenerations = pgTable('prep_generations', {
  userId: uuid('user_id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const personalizedPrepFeedback = pgTable('personalized_prep_feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  prepId: uuid('prep_id')
    .notNull()
    .references(() => personalizedPrepAnswers.id, { onDelete: 'cascade' }),
  likes: text('likes').notNull().default(''),
  improvements: text('improvements').notNull().default(''),
  otherSuggestions: text('other_suggestions').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Company portal: candidate chat and scheduled interviews (migration 0050) ---

export const MESSAGE_SENDERS = ['company', 'candidate'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyUserId: uuid('company_user_id').notNull(),
  candidateId: uuid('candidate_id').notNull(),
  isSample: boolean('is_sample').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
});

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  sender: text('sender', { enum: MESSAGE_SENDERS }).notNull(),
  senderId: uuid('sender_id'),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const interviews = pgTable('interviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  companyUserId: uuid('company_user_id').notNull(),
  candidateId: uuid('candidate_id').notNull(),
  scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
  scheduledTime: text('scheduled_time').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Challenges and leaderboard (migrations 0040–0041) ---

export const challengeAttempts = pgTable('challenge_attempts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  challengeId: text('challenge_id').notNull(),
  specialization: text('specialization').notNull(),
  level: smallint('level').notNull(),
  correct: smallint('correct').notNull(),
  total: smallint('total').notNull(),
  score: smallint('score').notNull(),
  xpEarned: integer('xp_earned').notNull(),
  xpAwarded: integer('xp_awarded').notNull(),
  timeLimitSeconds: integer('time_limit_seconds').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  answers: jsonb('answers').$type<ChallengeAnswer[]>().notNull(),
  results: jsonb('results').$type<QuestionResult[]>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The run this attempt ended (migration 0084); null on attempts recorded before runs were opened on the server. */
  runId: uuid('run_id'),
  outcome: text('outcome').$type<ChallengeRunOutcome>().notNull().default('finished'),
});

/** A challenge run opened on the server (migration 0084): the server's clock, ended once. */
export const challengeRuns = pgTable('challenge_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  challengeId: text('challenge_id').notNull(),
  level: smallint('level').notNull(),
  timeLimitSeconds: integer('time_limit_seconds').notNull(),
  status: text('status').$type<'open' | ChallengeRunOutcome>().notNull().default('open'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

export const leaderboardAggregates = pgTable(
  'leaderboard_aggregates',
  {
    userId: uuid('user_id').notNull(),
    specialization: text('specialization').notNull(),
    interviewType: text('interview_type').notNull(),
    responses: integer('responses').notNull(),
    scoreSum: bigint('score_sum', { mode: 'number' }).notNull(),
    firstScore: smallint('first_score').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    latestScore: smallint('latest_score').notNull(),
    latestAt: timestamp('latest_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.specialization, table.interviewType] })],
);

export const leaderboardDirty = pgTable('leaderboard_dirty', {
  userId: uuid('user_id').primaryKey(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});

export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    userId: uuid('user_id').notNull(),
    scope: text('scope').notNull(),
    score: numeric('score', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    currentScore: smallint('current_score').notNull(),
    improvement: numeric('improvement', { precision: 10, scale: 1, mode: 'number' }),
    attempts: integer('attempts').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    xp: integer('xp').notNull().default(0),
    optIn: boolean('opt_in').notNull().default(false),
    fullName: text('full_name').notNull().default(''),
    affiliation: text('affiliation').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope] })],
);

export const leaderboardHistogram = pgTable(
  'leaderboard_histogram',
  {
    scope: text('scope').notNull(),
    tab: text('tab', { enum: ['top', 'improved'] }).notNull(),
    value: numeric('value', { precision: 10, scale: 1, mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.tab, table.value] })],
);

// --- Uploaded files kept in the database (STORAGE=postgres; migration 0070) ---

/** bytea as a Buffer, whichever driver reads it (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const storedObjects = pgTable(
  'stored_objects',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.key] })],
);

// --- Billing: Pro requests and Stripe's events (migrations 0081–0082) ---

export const PRO_REQUEST_STATUSES = ['pending', 'granted', 'declined'] as const;

export const proRequests = pgTable('pro_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  status: text('status', { enum: PRO_REQUEST_STATUSES }).notNull().default('pending'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: uuid('decided_by'),
});

export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  userId: uuid('user_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingSubscriptions = pgTable('billing_subscriptions', {
  subscriptionId: text('subscription_id').primaryKey(),
  userId: uuid('user_id').notNull(),
  customerId: text('customer_id'),
  status: text('status').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Follow-up questions and spaced review (migrations 0086–0087) ---

/** A follow-up question asked after a practice answer, and its answer once given. */
export const practiceFollowUps = pgTable('practice_follow_ups', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  origin: text('origin', { enum: ['mock', 'session'] }).notNull(),
  originId: uuid('origin_id').notNull(),
  questionIndex: smallint('question_index').notNull().default(0),
  questionId: text('question_id').notNull(),
  round: smallint('round').notNull(),
  kind: text('kind', { enum: ['misconception', 'missed-concept', 'unquantified'] }).notNull(),
  concept: text('concept').notNull(),
  claim: text('claim'),
  prompt: text('prompt').notNull(),
  source: text('source', { enum: ['ai', 'template'] }).notNull(),
  answer: text('answer'),
  scoreBefore: smallint('score_before').notNull(),
  scoreAfter: smallint('score_after'),
  gapClosed: boolean('gap_closed'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});

/** A concept a user missed, scheduled for review by FSRS (its card's fields). */
export const reviewCards = pgTable('review_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  concept: text('concept').notNull(),
  questionId: text('question_id').notNull(),
  due: timestamp('due', { withTimezone: true }).notNull(),
  stability: doublePrecision('stability').notNull().default(0),
  difficulty: doublePrecision('difficulty').notNull().default(0),
  elapsedDays: integer('elapsed_days').notNull().default(0),
  scheduledDays: integer('scheduled_days').notNull().default(0),
  learningSteps: integer('learning_steps').notNull().default(0),
  reps: integer('reps').notNull().default(0),
  lapses: integer('lapses').notNull().default(0),
  state: smallint('state').notNull().default(0),
  lastReview: timestamp('last_review', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One review of a card: its FSRS rating (1 again … 4 easy) and the answer's score. */
export const reviewLogs = pgTable('review_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  cardId: uuid('card_id').notNull(),
  userId: uuid('user_id').notNull(),
  questionId: text('question_id').notNull(),
  rating: smallint('rating').notNull(),
  score: smallint('score').notNull(),
  xpAwarded: integer('xp_awarded').notNull().default(0),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
});

/** A student's practice settings: whether follow-up questions are asked (migration 0088). */
export const practiceSettings = pgTable('practice_settings', {
  userId: uuid('user_id').primaryKey(),
  followUps: boolean('follow_ups').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- Specializations added by admins (migration 0083) ---

export const addedSpecializations = pgTable('added_specializations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdBy: uuid('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
