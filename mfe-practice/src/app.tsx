// The `practice` area: its routes, mounted by the shell as a single-spa parcel.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { createArea, LoadingState } from '@bullpen/shared';

const AiHubPage = lazy(() => import('./features/aihub/aihub'));
const MockInterviewPage = lazy(() => import('./features/mock-interview/mock-interview'));
const AnalyticsPage = lazy(() => import('./features/analytics/analytics'));
const LeaderboardPage = lazy(() => import('./features/leaderboard/leaderboard'));
const SpecializationPage = lazy(() => import('./features/specialization/specialization'));
const InterviewSessionPage = lazy(() => import('./features/interview-session/interview-session'));
const ChallengesPage = lazy(() => import('./features/challenges/challenges'));
const SkillGamesPage = lazy(() => import('./features/skill-games/skill-games'));

function AreaRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
      <Route path="/aihub" element={<AiHubPage />} />
      <Route path="/interviews" element={<MockInterviewPage />} />
      <Route path="/skills" element={<AnalyticsPage />} />
      <Route path="/leaderboard" element={<LeaderboardPage />} />
      <Route path="/specialization/:name" element={<SpecializationPage />} />
      <Route path="/interview/:specialization/:interviewType" element={<InterviewSessionPage />} />
      <Route path="/training" element={<ChallengesPage />} />
      <Route path="/skill-games" element={<SkillGamesPage />} />
        {/* Other areas' URLs are briefly seen here before this parcel unmounts. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'practice',
  buildLabel: __BUILD_LABEL__,
  routes: AreaRoutes,
});
