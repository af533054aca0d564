// The navbar's and footer's links and the navbar each page gets, as the remotes publish them with their routes.
import type { Registry, RegistryRoute } from '@bullpen/shared';
import { actionFor, footerLinks, isNavbarHidden, menuFor, navContext, navigationFrom, NO_NAVIGATION } from './nav-links';

const remote = (name: string, routes: RegistryRoute[]) => ({ name, manifest: `/mfe/${name}/mf-manifest.json`, routes });

/** Two areas' routes, as their area.json files publish them (entries listed out of order on purpose). */
const registry: Registry = {
  contractVersion: '1.1.0',
  remotes: [
    remote('practice', [
      { path: '/leaderboard', guard: 'public', menuEntries: [{ menus: ['navbar-main'], label: 'Leaderboard', order: 40 }, { menus: ['footer-ai-hub'], label: 'Leaderboard', order: 60, contexts: ['main'] }] },
      { path: '/aihub', guard: 'public', menuEntries: [{ menus: ['navbar-main', 'navbar-demo', 'action-community'], label: 'AI Hub', order: 10 }] },
      { path: '/specialization/:name', guard: 'premium' },
    ]),
    remote('community', [
      {
        path: '/bullpen',
        guard: 'public',
        nav: 'community',
        menuEntries: [
          { menus: ['navbar-community', 'footer-community'], label: 'Team', to: '/bullpen#team', order: 30 },
          { menus: ['navbar-community', 'footer-community'], label: 'Services', to: '/bullpen#services', order: 10 },
          { menus: ['navbar-demo'], label: 'Community', order: 30 },
        ],
      },
      { path: '/bullpen/terms-of-service', guard: 'public', nav: 'community', menuEntries: [{ menus: ['footer-legal'], label: 'Terms of Service', order: 10 }] },
      { path: '/pricing', guard: 'public', menuEntries: [{ menus: ['navbar-main'], label: 'Pricing', order: 50 }, { menus: ['action-main'], label: 'Get Started', order: 10 }] },
      {
        path: '/demo',
        guard: 'public',
        nav: 'demo',
        menuEntries: [
          { menus: ['footer-ai-hub', 'action-demo'], label: 'View Demo', to: '/demo#demo-video', order: 10 },
          { menus: ['navbar-demo', 'footer-ai-hub'], label: 'Platform Features', to: '/demo#platform-features', order: 20 },
        ],
      },
      { path: '/demo/*', guard: 'public', nav: 'demo' },
    ]),
    remote('prep', [{ path: '/personalizedPrep', guard: 'auth', navbarHidden: true }]),
  ],
};
const navigation = navigationFrom(registry);
const labels = (links: Array<{ label: string }>) => links.map((l) => l.label);

describe('navbar and footer links from the routes the remotes publish (spec 01 §2.2–2.3)', () => {
  it('gives each page the navbar context its route names: community, demo, or the app', () => {
    expect(navContext('/bullpen', navigation)).toBe('community');
    expect(navContext('/bullpen/terms-of-service', navigation)).toBe('community');
    expect(navContext('/', navigation)).toBe('community');
    expect(navContext('/demo', navigation)).toBe('demo');
    expect(navContext('/demo/anything', navigation)).toBe('demo');
    expect(navContext('/specialization/Audit', navigation)).toBe('main');
    expect(navContext('/login', navigation)).toBe('main');
  });

  it('orders each menu by the entries’ order across areas, whichever area lists them first', () => {
    expect(labels(menuFor('main', navigation))).toEqual(['AI Hub', 'Leaderboard', 'Pricing']);
    expect(menuFor('community', navigation).map((l) => l.to)).toEqual(['/bullpen#services', '/bullpen#team']);
    expect(menuFor('demo', navigation)).toEqual([
      { label: 'AI Hub', to: '/aihub' },
      { label: 'Platform Features', to: '/demo#platform-features' },
      { label: 'Community', to: '/bullpen' },
    ]);
  });

  it('offers each context’s button, and the profile to a signed-in user in the app', () => {
    expect(actionFor('community', navigation, false)).toEqual({ label: 'AI Hub', to: '/aihub' });
    expect(actionFor('demo', navigation, true)).toEqual({ label: 'View Demo', to: '/demo#demo-video' });
    expect(actionFor('main', navigation, false)).toEqual({ label: 'Get Started', to: '/pricing' });
    expect(actionFor('main', navigation, true)).toEqual({ label: 'Profile', to: '/profile' });
  });

  it('hides the navbar on the routes that ask for it only', () => {
    expect(isNavbarHidden('/personalizedPrep', navigation)).toBe(true);
    expect(isNavbarHidden('/aihub', navigation)).toBe(false);
  });

  it('grows the AI Hub column off community and demo routes, from the entries limited to the app', () => {
    expect(labels(footerLinks('/bullpen', navigation).aiHub)).toEqual(['View Demo', 'Platform Features']);
    expect(labels(footerLinks('/demo', navigation).aiHub)).toEqual(['View Demo', 'Platform Features']);
    expect(footerLinks('/leaderboard', navigation)).toEqual({
      community: [
        { label: 'Services', to: '/bullpen#services' },
        { label: 'Team', to: '/bullpen#team' },
      ],
      aiHub: [
        { label: 'View Demo', to: '/demo#demo-video' },
        { label: 'Platform Features', to: '/demo#platform-features' },
        { label: 'Leaderboard', to: '/leaderboard' },
      ],
      companies: [],
      legal: [{ label: 'Terms of Service', to: '/bullpen/terms-of-service' }],
    });
  });

  it('shows a new screen’s menu entry as soon as its area publishes it', () => {
    const skills: RegistryRoute = { path: '/skills', guard: 'public', menuEntries: [{ menus: ['navbar-main'], label: 'Analytics', order: 30 }] };
    const withSkills = { ...registry, remotes: registry.remotes.map((r) => (r.name === 'practice' ? { ...r, routes: [...r.routes, skills] } : r)) };
    expect(labels(menuFor('main', navigationFrom(withSkills)))).toEqual(['AI Hub', 'Analytics', 'Leaderboard', 'Pricing']);
  });

  it('has no links without a registry: the layout still renders', () => {
    expect(navigationFrom(null)).toBe(NO_NAVIGATION);
    expect(menuFor('main', NO_NAVIGATION)).toEqual([]);
    expect(actionFor('main', NO_NAVIGATION, false)).toBeUndefined();
    expect(navContext('/bullpen', NO_NAVIGATION)).toBe('main');
  });
});
