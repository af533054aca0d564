import { footerLinks, isNavbarHidden, menuFor, navContext } from './nav-links';

describe('navbar and footer links (spec 01 §2.2–2.3)', () => {
  it('shows the community menu on community routes, the demo menu on /demo and the main menu elsewhere', () => {
    expect(navContext('/bullpen')).toBe('community');
    expect(navContext('/bullpen/terms-of-service')).toBe('community');
    expect(navContext('/events')).toBe('community');
    expect(navContext('/demo')).toBe('demo');
    expect(navContext('/interviews')).toBe('main');
    expect(menuFor('main').map((l) => l.label)).toEqual(['AI Hub', 'Mock Interview', 'Analytics', 'Leaderboard', 'Pricing']);
    expect(menuFor('community').map((l) => l.to)).toEqual([
      '/bullpen#services',
      '/bullpen#events',
      '/bullpen#team',
      '/bullpen#contact',
    ]);
  });

  it('hides the navbar on the three prep routes only', () => {
    expect(isNavbarHidden('/personalizedPrep')).toBe(true);
    expect(isNavbarHidden('/DashboardPersonalizedPrep')).toBe(true);
    expect(isNavbarHidden('/AnalysisPersonalizedPrep')).toBe(true);
    expect(isNavbarHidden('/interviews')).toBe(false);
  });

  it('adds practice links to the AI Hub column only off community and demo routes', () => {
    expect(footerLinks('/bullpen').aiHub.map((l) => l.label)).toEqual(['View Demo', 'Platform Features']);
    expect(footerLinks('/demo').aiHub).toHaveLength(2);
    expect(footerLinks('/leaderboard').aiHub.map((l) => l.to)).toEqual([
      '/demo#demo-video',
      '/demo#platform-features',
      '/interviews',
      '/skills',
      '/skill-games',
      '/leaderboard',
      '/pricing',
    ]);
  });
});
