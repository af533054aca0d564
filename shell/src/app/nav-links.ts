// Which links the navbar and footer show on which route (spec 01 §2.2–2.3).
export interface NavLink {
  label: string;
  to: string;
}

export const COMMUNITY_BASE = '/bullpen';

export const MAIN_MENU: NavLink[] = [
  { label: 'AI Hub', to: '/aihub' },
  { label: 'Mock Interview', to: '/interviews' },
  { label: 'Analytics', to: '/skills' },
  { label: 'Leaderboard', to: '/leaderboard' },
  { label: 'Pricing', to: '/pricing' },
];

export const COMMUNITY_ANCHORS = [
  { label: 'Services', anchor: 'services' },
  { label: 'Events', anchor: 'events' },
  { label: 'Team', anchor: 'team' },
  { label: 'Contact', anchor: 'contact' },
] as const;

export const COMMUNITY_MENU: NavLink[] = COMMUNITY_ANCHORS.map(({ label, anchor }) => ({
  label,
  to: `${COMMUNITY_BASE}#${anchor}`,
}));

export const DEMO_MENU: NavLink[] = [
  { label: 'AI Hub', to: '/aihub' },
  { label: 'Platform Features', to: '/demo#platform-features' },
  { label: 'Community', to: COMMUNITY_BASE },
];

/** Routes without navbar: the focused personalized-prep flow. */
export const NAVBAR_HIDDEN_PATHS = ['/personalizedPrep', '/DashboardPersonalizedPrep', '/AnalysisPersonalizedPrep'];

export function isCommunityPath(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === COMMUNITY_BASE ||
    pathname.startsWith(`${COMMUNITY_BASE}/`) ||
    pathname === '/events' ||
    pathname === '/terms-of-service'
  );
}

export function isDemoPath(pathname: string): boolean {
  return pathname === '/demo' || pathname.startsWith('/demo/');
}

export type NavContext = 'community' | 'demo' | 'main';

export function navContext(pathname: string): NavContext {
  if (isCommunityPath(pathname)) return 'community';
  if (isDemoPath(pathname)) return 'demo';
  return 'main';
}

export function menuFor(context: NavContext): NavLink[] {
  if (context === 'community') return COMMUNITY_MENU;
  if (context === 'demo') return DEMO_MENU;
  return MAIN_MENU;
}

export function isNavbarHidden(pathname: string): boolean {
  return NAVBAR_HIDDEN_PATHS.includes(pathname);
}

export interface FooterLinks {
  community: NavLink[];
  aiHub: NavLink[];
  companies: NavLink[];
}

export const COMPANY_LINKS: NavLink[] = [
  { label: 'Recruiter login', to: '/company/login' },
  { label: 'Request access', to: '/company/contact' },
];

/** Footer columns: AI Hub column grows off community and demo routes. */
export function footerLinks(pathname: string): FooterLinks {
  const context = navContext(pathname);
  const aiHub: NavLink[] = [
    { label: 'View Demo', to: '/demo#demo-video' },
    { label: 'Platform Features', to: '/demo#platform-features' },
  ];
  if (context === 'main') {
    aiHub.push(
      { label: 'Mock Interviews', to: '/interviews' },
      { label: 'Analytics', to: '/skills' },
      { label: 'Skill Games', to: '/skill-games' },
      { label: 'Leaderboard', to: '/leaderboard' },
      { label: 'Pricing', to: '/pricing' },
    );
  }
  return { community: COMMUNITY_MENU, aiHub, companies: COMPANY_LINKS };
}
