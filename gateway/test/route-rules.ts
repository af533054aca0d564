// The declared rule of every route of the gateway: who may call it, and a minimal valid call. The
// authorization matrix checks each rule against the app; the hostile-input suite starts from the calls.
import {
  PDF_BYTES,
  PNG_BYTES,
  VALID_EVENT,
  VALID_PREP,
  WORLD_ADMIN_EMAIL,
  WORLD_GATE_PASSWORD,
  type Actor,
  type OwnedData,
} from './hardening-world';

/**
 * public: everyone. user: any signed-in account (visitor 401). premium, company, admin: that role
 * (admins hold every role; visitor 401, others 403). owner: the data's owner (others 404, as if it did
 * not exist; the visitor gets `visitor`, 401 unless said otherwise). server: not an /api or /auth/v1
 * route, so outside this matrix.
 */
export type Access = 'public' | 'user' | 'premium' | 'company' | 'admin' | 'owner' | 'server';

export interface Call {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A multipart upload in the field `file`. */
  file?: { bytes: Buffer; name: string };
}

export type CallIds = OwnedData & { ownerId: string; gateToken: string };

export interface Rule {
  access: Access;
  call?: (ids: CallIds, actor: Actor) => Call;
  /** For owner routes: what a visitor gets (default 401). */
  visitor?: number;
  /** For owner routes: others who may also read it. */
  alsoAllowed?: Actor[];
  /** Allowed callers may still get a 4xx that is not about who they are (e.g. 404 when they have no CV). */
  lenient?: boolean;
}

const unique = (actor: Actor, what: string) => `${what}.${actor}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@new.test`;

export const RULES: Record<string, Rule> = {
  'GET /healthz': { access: 'server' },
  'GET /registry.json': { access: 'server' },
  'GET /files/:bucket/*key': { access: 'server' },
  'GET /dev/mailbox': { access: 'server' },
  'GET /dev/mailbox.json': { access: 'server' },
  'GET /{*splat}': { access: 'server' },

  'GET /auth/v1/settings': { access: 'public' },
  'POST /auth/v1/signup': { access: 'public', call: (_, actor) => ({ url: '/auth/v1/signup', body: { email: unique(actor, 'signup'), password: 'correct horse battery' } }) },
  'POST /auth/v1/token': {
    access: 'public',
    call: () => ({ url: '/auth/v1/token?grant_type=password', body: { email: WORLD_ADMIN_EMAIL, password: 'correct horse battery' } }),
  },
  'GET /auth/v1/user': { access: 'user' },
  'PUT /auth/v1/user': { access: 'user', call: () => ({ url: '/auth/v1/user', body: { data: { affiliation: 'LSE' } } }) },
  // Mails the caller a reauthentication code; a second call within a minute is 429, which is not about who calls.
  'GET /auth/v1/reauthenticate': { access: 'user', lenient: true },
  // Signing out ends only a session of its own (scope=local, a fresh token per actor; see freshSession).
  'POST /auth/v1/logout': { access: 'user', call: () => ({ url: '/auth/v1/logout?scope=local' }) },
  'POST /auth/v1/recover': { access: 'public', call: (_, actor) => ({ url: '/auth/v1/recover', body: { email: unique(actor, 'recover') } }) },
  // Without a token the link answers with a redirect carrying the error, for everyone alike.
  'GET /auth/v1/verify': { access: 'public', lenient: true },
  'GET /auth/v1/authorize': { access: 'public', lenient: true, call: () => ({ url: '/auth/v1/authorize?provider=google' }) },
  // The provider's answer: without a state it knows, it redirects with the error, for everyone alike.
  'GET /auth/v1/callback': { access: 'public', lenient: true, call: () => ({ url: '/auth/v1/callback?state=unknown&code=unknown' }) },

  'GET /api/config': { access: 'public' },
  'GET /api/gate': { access: 'public' },
  'POST /api/gate': { access: 'public', call: () => ({ url: '/api/gate', body: { password: WORLD_GATE_PASSWORD } }) },
  'GET /api/gate/verify': { access: 'public', call: ({ gateToken }) => ({ url: '/api/gate/verify', headers: { 'X-Gate-Token': gateToken } }) },
  'GET /api/me': { access: 'user' },
  'GET /api/profile': { access: 'user' },
  'PATCH /api/profile': { access: 'user', call: () => ({ url: '/api/profile', body: { affiliation: 'LSE' } }) },
  'GET /api/profiles/:id': { access: 'owner', call: ({ ownerId }) => ({ url: `/api/profiles/${ownerId}` }) },
  'POST /api/profile/avatar': { access: 'user', call: () => ({ url: '/api/profile/avatar', file: { bytes: PNG_BYTES, name: 'me.png' } }) },
  'POST /api/profile/cv': { access: 'user', call: () => ({ url: '/api/profile/cv', file: { bytes: PDF_BYTES, name: 'cv.pdf' } }) },
  // Only the owner has a CV before POST /api/profile/cv runs for the others: theirs is a plain 404.
  'GET /api/profile/cv': { access: 'user', lenient: true },
  'GET /api/profiles/:id/cv': { access: 'owner', alsoAllowed: ['admin'], call: ({ ownerId }) => ({ url: `/api/profiles/${ownerId}/cv` }) },
  'GET /api/progress': { access: 'user' },

  'POST /api/contact': {
    access: 'public',
    call: () => ({ url: '/api/contact', body: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'I would like to hear about your events.' } }),
  },
  'POST /api/waitlist': { access: 'public', call: (_, actor) => ({ url: '/api/waitlist', body: { email: unique(actor, 'waitlist') } }) },
  'GET /api/events': { access: 'public' },
  'GET /api/community/info': { access: 'public' },
  // Nothing uploaded yet: 404 for everyone alike.
  'GET /api/demo-video': { access: 'public', lenient: true },
  // The body is the video itself; a tiny non-video is refused with 415 once the caller is let in.
  'POST /api/demo-video': { access: 'admin', lenient: true, call: () => ({ url: '/api/demo-video', headers: { 'Content-Type': 'text/plain' }, body: 'x' }) },

  'GET /api/questions/stats': { access: 'public' },
  'GET /api/questions': { access: 'public', call: () => ({ url: '/api/questions?specialization=ib' }) },
  'POST /api/mock-interviews': { access: 'public', call: () => ({ url: '/api/mock-interviews', body: { specialization: 'ib' } }) },
  'POST /api/mock-interviews/:id/answers': {
    access: 'owner',
    visitor: 404,
    call: ({ mockInterviewId }) => ({ url: `/api/mock-interviews/${mockInterviewId}/answers`, body: { questionIndex: 0, answer: 'A clear, structured answer.' } }),
  },
  'GET /api/mock-interviews/:id': { access: 'owner', visitor: 404, call: ({ mockInterviewId }) => ({ url: `/api/mock-interviews/${mockInterviewId}` }) },
  'POST /api/interview-responses': {
    access: 'user',
    call: () => ({
      url: '/api/interview-responses',
      body: { questionId: 'ib-tech-001', specialization: 'ib', interviewType: 'Technical', answer: 'Revenue less costs.' },
    }),
  },
  'GET /api/interview-responses': { access: 'user' },
  'GET /api/interview-responses/:id': { access: 'owner', call: ({ responseId }) => ({ url: `/api/interview-responses/${responseId}` }) },
  // No follow-up waits for an answer in this world: 404 for those allowed, which is not about who asks.
  'POST /api/mock-interviews/:id/questions/:index/follow-up': {
    access: 'user',
    lenient: true,
    call: ({ mockInterviewId }) => ({ url: `/api/mock-interviews/${mockInterviewId}/questions/0/follow-up`, body: { answer: 'More detail.' } }),
  },
  'POST /api/interview-responses/:id/follow-up': {
    access: 'user',
    lenient: true,
    call: ({ responseId }) => ({ url: `/api/interview-responses/${responseId}/follow-up`, body: { answer: 'More detail.' } }),
  },
  'GET /api/practice-settings': { access: 'user' },
  'PUT /api/practice-settings': { access: 'user', call: () => ({ url: '/api/practice-settings', body: { followUps: true } }) },
  'GET /api/review/due': { access: 'user' },
  'GET /api/review/summary': { access: 'user' },
  // An unknown card is 404 for those allowed: the rule checks that no one else gets that far.
  'POST /api/review/cards/:id/answers': {
    access: 'user',
    lenient: true,
    call: () => ({ url: '/api/review/cards/00000000-0000-4000-8000-000000000000/answers', body: { answer: 'Terminal value.' } }),
  },
  // Served only under NODE_ENV=test (as here), to everyone; 404 in any other environment (review.test.ts).
  'POST /api/review/test-clock': { access: 'public', call: () => ({ url: '/api/review/test-clock', body: { days: 1 } }) },

  'GET /api/challenges': { access: 'public' },
  'GET /api/challenges/completions': { access: 'user' },
  'GET /api/challenges/:id': { access: 'public', call: () => ({ url: '/api/challenges/vc-startup-valuation' }) },
  'POST /api/challenges/:id/runs': {
    access: 'premium',
    call: () => ({ url: '/api/challenges/vc-startup-valuation/runs', body: { level: 1 } }),
  },
  'POST /api/challenges/:id/attempts': {
    access: 'premium',
    // The answers are re-scored by the server; a run the caller did not open is not found (404).
    call: () => ({ url: '/api/challenges/vc-startup-valuation/attempts', body: { runId: '00000000-0000-4000-8000-000000000084', level: 1, answers: [] } }),
    lenient: true,
  },
  'POST /api/challenges/:id/runs/:runId/cancel': {
    access: 'premium',
    call: () => ({ url: '/api/challenges/vc-startup-valuation/runs/00000000-0000-4000-8000-000000000084/cancel', body: { answers: [] } }),
    lenient: true,
  },
  'GET /api/leaderboard': { access: 'public' },
  'GET /api/analytics/me': { access: 'user' },

  'GET /api/preps': { access: 'user' },
  'POST /api/preps/cv': { access: 'user', call: () => ({ url: '/api/preps/cv', file: { bytes: PDF_BYTES, name: 'cv.pdf' } }) },
  // The owner already has a prep in progress: 409 for them, not a matter of who they are.
  'POST /api/preps': { access: 'user', lenient: true, call: () => ({ url: '/api/preps', body: VALID_PREP }) },
  'GET /api/preps/:id': { access: 'owner', call: ({ prepId }) => ({ url: `/api/preps/${prepId}` }) },
  'PUT /api/preps/:id/answers': {
    access: 'owner',
    call: ({ prepId }) => ({ url: `/api/preps/${prepId}/answers`, body: { section: 'technical', questionId: 0, answer: 'An answer.' } }),
  },
  'POST /api/preps/:id/answers/evaluate': {
    access: 'owner',
    call: ({ prepId }) => ({ url: `/api/preps/${prepId}/answers/evaluate`, body: { section: 'technical', questionId: 0 } }),
  },
  // Let in, the owner is told to evaluate the section's answers first (409).
  'POST /api/preps/:id/submit-section': { access: 'owner', lenient: true, call: ({ prepId }) => ({ url: `/api/preps/${prepId}/submit-section`, body: { section: 'case' } }) },
  'POST /api/preps/:id/reset': { access: 'owner', call: ({ prepId }) => ({ url: `/api/preps/${prepId}/reset` }) },
  'POST /api/preps/:id/feedback': { access: 'owner', call: ({ prepId }) => ({ url: `/api/preps/${prepId}/feedback`, body: { likes: 'Clear questions.' } }) },

  'GET /api/admin/users': { access: 'admin' },
  'POST /api/admin/users/:id/roles': {
    access: 'admin',
    call: ({ ownerId }) => ({ url: `/api/admin/users/${ownerId}/roles`, body: { role: 'premium', granted: false } }),
  },
  'GET /api/admin/overview': { access: 'admin' },
  'GET /api/admin/candidates': { access: 'admin' },
  'GET /api/admin/insights': { access: 'admin' },
  'GET /api/admin/reports/results.csv': { access: 'admin' },
  'GET /api/admin/events': { access: 'admin' },
  'POST /api/admin/events': { access: 'admin', call: () => ({ url: '/api/admin/events', body: VALID_EVENT }) },
  'PUT /api/admin/events/:id': { access: 'admin', call: ({ eventId }) => ({ url: `/api/admin/events/${eventId}`, body: VALID_EVENT }) },
  'DELETE /api/admin/events/:id': { access: 'admin', call: ({ eventId }) => ({ url: `/api/admin/events/${eventId}` }) },
  'GET /api/admin/questions': { access: 'admin', call: () => ({ url: '/api/admin/questions?specialization=ib' }) },
  'PATCH /api/admin/questions/:id': { access: 'admin', call: () => ({ url: '/api/admin/questions/ib-tech-001', body: { topic: 'Valuation' } }) },
  'GET /api/admin/audit': { access: 'admin' },
  'GET /api/billing/pro-access': { access: 'user' },
  // A second request while one waits, or one from a premium account, is 409: not about who asks.
  'POST /api/billing/pro-requests': { access: 'user', lenient: true },
  'GET /api/admin/pro-requests': { access: 'admin' },
  // An unknown request is 404 for the admin: the rule checks that no one else gets that far.
  'POST /api/admin/pro-requests/:id/grant': { access: 'admin', lenient: true, call: () => ({ url: '/api/admin/pro-requests/00000000-0000-4000-8000-000000000000/grant' }) },
  'POST /api/admin/pro-requests/:id/decline': { access: 'admin', lenient: true, call: () => ({ url: '/api/admin/pro-requests/00000000-0000-4000-8000-000000000000/decline' }) },
  'GET /api/admin/mock-interviews': { access: 'admin' },
  'GET /api/admin/users/:id': { access: 'admin', call: ({ ownerId }) => ({ url: `/api/admin/users/${ownerId}` }) },
  // Each call adds one, so every caller's name is new.
  'POST /api/admin/specializations': { access: 'admin', call: (_, actor) => ({ url: '/api/admin/specializations', body: { name: unique(actor, 'sector') } }) },
  'GET /api/specializations': { access: 'public' },

  'POST /api/company/login-check': { access: 'public', lenient: true, call: () => ({ url: '/api/company/login-check', body: { email: 'x@recruit.test' } }) },
  'GET /api/company/demo/talent': { access: 'public' },
  'GET /api/company/talent': { access: 'company' },
  'GET /api/company/candidates/:id': { access: 'company', call: ({ ownerId }) => ({ url: `/api/company/candidates/${ownerId}` }) },
  'POST /api/company/match': {
    access: 'company',
    call: () => ({ url: '/api/company/match', body: { profileDescription: 'Private equity associate', softSkills: 'leadership' } }),
  },
  'GET /api/company/conversations': { access: 'company' },
  'GET /api/company/chat/:candidateId': { access: 'company', call: ({ ownerId }) => ({ url: `/api/company/chat/${ownerId}` }) },
  'POST /api/company/chat/:candidateId/messages': {
    access: 'company',
    call: ({ ownerId }) => ({ url: `/api/company/chat/${ownerId}/messages`, body: { body: 'Are you free next week?' } }),
  },
  'POST /api/company/chat/:candidateId/interviews': {
    access: 'company',
    call: ({ ownerId }) => ({ url: `/api/company/chat/${ownerId}/interviews`, body: { date: '2030-01-15', time: '10:30' } }),
  },
  'GET /api/messages/conversations': { access: 'user' },
  'GET /api/messages/conversations/:id': { access: 'owner', call: ({ conversationId }) => ({ url: `/api/messages/conversations/${conversationId}` }) },
  'POST /api/messages/conversations/:id/messages': {
    access: 'owner',
    call: ({ conversationId }) => ({ url: `/api/messages/conversations/${conversationId}/messages`, body: { body: 'Yes, Tuesday works.' } }),
  },
};

/** The call a rule makes for `actor` on the route `key` ("METHOD /path"). */
export function callOf(key: string, ids: CallIds, actor: Actor): Call {
  return RULES[key]?.call?.(ids, actor) ?? { url: key.slice(key.indexOf(' ') + 1) };
}
