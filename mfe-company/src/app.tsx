// The `company` area: its routes, mounted by the shell as a single-spa parcel.
import { lazy, Suspense } from 'react';
import { Route, Routes, Navigate, useParams } from 'react-router';
import { createArea, LoadingState } from '@bullpen/shared';

const CompanyLoginPage = lazy(() => import('./features/company-login/company-login'));
const CompanyContactPage = lazy(() => import('./features/company-contact/company-contact'));
const CompanyForgotPasswordPage = lazy(() => import('./features/company-forgot-password/company-forgot-password'));
const TalentDashboardPage = lazy(() => import('./features/talent-dashboard/talent-dashboard'));
const CandidateProfilePage = lazy(() => import('./features/candidate-profile/candidate-profile'));
const CandidateChatPage = lazy(() => import('./features/candidate-chat/candidate-chat'));

/** `/company-chat/:id` is an older spelling of `/company/chat/:candidateId`. */
function ChatAlias() {
  const { id = '' } = useParams();
  return <Navigate to={`/company/chat/${encodeURIComponent(id)}`} replace />;
}

function AreaRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
      <Route path="/company/login" element={<CompanyLoginPage />} />
      <Route path="/company/contact" element={<CompanyContactPage />} />
      <Route path="/company-forgot-password" element={<CompanyForgotPasswordPage />} />
      <Route path="/company/analytics" element={<TalentDashboardPage />} />
      <Route path="/company/candidate/:id" element={<CandidateProfilePage />} />
      <Route path="/company/chat/:candidateId?" element={<CandidateChatPage />} />
      <Route path="/company-analytics" element={<Navigate to="/company/analytics" replace />} />
      <Route path="/company-chat/:id" element={<ChatAlias />} />
        {/* Other areas' URLs are briefly seen here before this parcel unmounts. */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'company',
  buildLabel: __BUILD_LABEL__,
  routes: AreaRoutes,
});
