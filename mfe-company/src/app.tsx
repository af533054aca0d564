// The `company` area: its routes, mounted by the shell as a single-spa parcel.
import { Navigate } from 'react-router';
import { createArea, lazyScreen, type AreaRoute } from '@bullpen/shared';

const CompanyLoginPage = lazyScreen(() => import('./features/company-login/company-login'));
const CompanyContactPage = lazyScreen(() => import('./features/company-contact/company-contact'));
const CompanyForgotPasswordPage = lazyScreen(() => import('./features/company-forgot-password/company-forgot-password'));
const TalentDashboardPage = lazyScreen(() => import('./features/talent-dashboard/talent-dashboard'));
const CandidateProfilePage = lazyScreen(() => import('./features/candidate-profile/candidate-profile'));
const CandidateChatPage = lazyScreen(() => import('./features/candidate-chat/candidate-chat'));
const ChatAliasPage = lazyScreen(() => import('./features/candidate-chat/chat-alias'));
const TalentDemoPage = lazyScreen(() => import('./features/talent-demo/talent-demo'));

/** The screens; src/routes.json publishes the same paths (src/route-table.test.ts checks). */
export const ROUTES: AreaRoute[] = [
  { path: '/company/login', screen: CompanyLoginPage },
  { path: '/company/contact', screen: CompanyContactPage },
  { path: '/company-forgot-password', screen: CompanyForgotPasswordPage },
  { path: '/company/demo', screen: TalentDemoPage },
  { path: '/company/analytics', screen: TalentDashboardPage },
  { path: '/company/candidate/:id', screen: CandidateProfilePage },
  { path: '/company/chat/:candidateId?', screen: CandidateChatPage },
  { path: '/company-analytics', element: <Navigate to="/company/analytics" replace /> },
  { path: '/company-chat/:id', screen: ChatAliasPage },
];

export const { bootstrap, mount, unmount, contractVersion, buildLabel } = createArea({
  name: 'company',
  buildLabel: __BUILD_LABEL__,
  routes: ROUTES,
});
