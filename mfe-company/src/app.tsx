// The `company` area: its routes, mounted by the shell as a single-spa parcel.
import { Navigate, useParams } from 'react-router';
import { createArea, lazyScreen, type AreaRoute } from '@bullpen/shared';

const CompanyLoginPage = lazyScreen(() => import('./features/company-login/company-login'));
const CompanyContactPage = lazyScreen(() => import('./features/company-contact/company-contact'));
const CompanyForgotPasswordPage = lazyScreen(() => import('./features/company-forgot-password/company-forgot-password'));
const TalentDashboardPage = lazyScreen(() => import('./features/talent-dashboard/talent-dashboard'));
const CandidateProfilePage = lazyScreen(() => import('./features/candidate-profile/candidate-profile'));
const CandidateChatPage = lazyScreen(() => import('./features/candidate-chat/candidate-chat'));

/** `/company-chat/:id` is an older spelling of `/company/chat/:candidateId`. */
function ChatAlias() {
  const { id = '' } = useParams();
  return <Navigate to={`/company/chat/${encodeURIComponent(id)}`} replace />;
}

/** The screens; src/routes.json publishes the same paths (src/route-table.test.ts checks). */
export const ROUTES: AreaRoute[] = [
  { path: '/company/login', screen: CompanyLoginPage },
  { path: '/company/contact', screen: CompanyContactPage },
  { path: '/company-forgot-password', screen: CompanyForgotPasswordPage },
  { path: '/company/analytics', screen: TalentDashboardPage },
  { path: '/company/candidate/:id', screen: CandidateProfilePage },
  { path: '/company/chat/:candidateId?', screen: CandidateChatPage },
  { path: '/company-analytics', element: <Navigate to="/company/analytics" replace /> },
  { path: '/company-chat/:id', element: <ChatAlias /> },
];

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'company',
  buildLabel: __BUILD_LABEL__,
  routes: ROUTES,
});
