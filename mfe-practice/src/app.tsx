// The `practice` area: its routes, mounted by the shell as a single-spa parcel.
import { createArea, lazyScreen, type AreaRoute } from '@bullpen/shared';

const AiHubPage = lazyScreen(() => import('./features/aihub/aihub'));
const MockInterviewPage = lazyScreen(() => import('./features/mock-interview/mock-interview'));
const AnalyticsPage = lazyScreen(() => import('./features/analytics/analytics'));
const LeaderboardPage = lazyScreen(() => import('./features/leaderboard/leaderboard'));
const SpecializationPage = lazyScreen(() => import('./features/specialization/specialization'));
const InterviewSessionPage = lazyScreen(() => import('./features/interview-session/interview-session'));
const ChallengesPage = lazyScreen(() => import('./features/challenges/challenges'));
const SkillGamesPage = lazyScreen(() => import('./features/skill-games/skill-games'));
const ReviewPage = lazyScreen(() => import('./features/review/review'));

/** The screens; src/routes.json publishes the same paths (src/route-table.test.ts checks). */
export const ROUTES: AreaRoute[] = [
  { path: '/aihub', screen: AiHubPage },
  { path: '/interviews', screen: MockInterviewPage },
  { path: '/skills', screen: AnalyticsPage },
  { path: '/leaderboard', screen: LeaderboardPage },
  { path: '/specialization/:name', screen: SpecializationPage },
  { path: '/interview/:specialization/:interviewType', screen: InterviewSessionPage },
  { path: '/training', screen: ChallengesPage },
  { path: '/skill-games', screen: SkillGamesPage },
  { path: '/review', screen: ReviewPage },
];

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'practice',
  buildLabel: __BUILD_LABEL__,
  routes: ROUTES,
});
