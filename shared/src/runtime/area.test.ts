// The routes an area declares (routes.json) and publishes (area.json), checked as its build checks them.
import { parseArea, parseRoutesFile, type PublishedArea } from './area';

const problemOf = (routes: unknown) => {
  const result = parseRoutesFile(JSON.stringify({ routes }));
  return result.ok ? undefined : result.problem;
};

describe('routes.json', () => {
  it('takes routes with a guard, a navbar context, a hidden navbar and menu entries', () => {
    const routes = [
      { path: '/bullpen', guard: 'public', nav: 'community', menuEntries: [{ menus: ['navbar-community', 'footer-community'], label: 'Services', to: '/bullpen#services', order: 10 }] },
      { path: '/specialization/:name', guard: 'premium' },
      { path: '/demo/*', guard: 'public', nav: 'demo', menuEntries: [{ menus: ['footer-ai-hub'], label: 'Demo video', to: '/demo/video', order: 1, contexts: ['main'] }] },
      { path: '/personalizedPrep', guard: 'auth', navbarHidden: true },
    ];
    expect(parseRoutesFile(JSON.stringify({ routes }))).toEqual({ ok: true, value: { routes } });
  });

  it('says where a route is wrong', () => {
    expect(problemOf([{ path: '/aihub', guard: 'vip' }])).toContain('routes.0.guard');
    expect(problemOf([{ path: 'aihub', guard: 'public' }])).toContain('routes.0.path: must be a path pattern starting with /');
    expect(problemOf([{ path: '/aihub', guard: 'public', nav: 'side' }])).toContain('routes.0.nav');
    expect(problemOf([{ path: '/aihub', guard: 'public', menuEntries: [{ menus: ['sidebar'], label: 'AI Hub', order: 1 }] }])).toContain(
      'routes.0.menuEntries.0.menus.0',
    );
    expect(problemOf([{ path: '/aihub', guard: 'public', menuEntries: [{ menus: [], label: 'AI Hub', order: 1 }] }])).toContain('must name at least one menu');
    expect(problemOf([{ path: '/aihub', guard: 'public', menuEntries: [{ menus: ['navbar-main'], label: ' ', order: 1 }] }])).toContain('label: must not be empty');
    expect(problemOf([{ path: '/aihub', guard: 'public', colour: 'red' }])).toContain('colour');
  });

  it('refuses a path declared twice, and a menu entry that leads off its route', () => {
    expect(problemOf([{ path: '/aihub', guard: 'public' }, { path: '/aihub', guard: 'auth' }])).toContain('routes.1.path: "/aihub" is declared twice');
    expect(problemOf([{ path: '/pricing', guard: 'public', menuEntries: [{ menus: ['navbar-main'], label: 'P', order: 1, to: '/aihub' }] }])).toContain(
      'routes.0.menuEntries.0.to: "/aihub" is not a page of "/pricing"',
    );
    expect(problemOf([{ path: '/company/candidate/:id', guard: 'company', menuEntries: [{ menus: ['navbar-main'], label: 'C', order: 1 }] }])).toContain(
      'is needed: "/company/candidate/:id" is a pattern',
    );
    expect(problemOf([{ path: '/company/candidate/:id', guard: 'company', menuEntries: [{ menus: ['navbar-main'], label: 'C', order: 1, to: '/company/candidate/7?tab=cv' }] }])).toBeUndefined();
  });

  it('says when it is not JSON', () => {
    expect(parseRoutesFile('{ routes: ')).toEqual({ ok: false, problem: expect.stringMatching(/^is not valid JSON/) });
  });
});

describe('area.json', () => {
  const area: PublishedArea = { name: 'practice', contractVersion: '1.1.0', buildLabel: 'practice 0.1.0', routes: [{ path: '/aihub', guard: 'public' }] };

  it('keeps fields later builds add beside the routes', () => {
    const withMore = { ...area, shared: [{ name: 'react', version: '19.2.0' }] };
    expect(parseArea(JSON.stringify(withMore))).toEqual({ ok: true, value: withMore });
  });

  it('needs a name, a contract version and valid routes', () => {
    const problem = (value: unknown) => {
      const result = parseArea(JSON.stringify(value));
      return result.ok ? undefined : result.problem;
    };
    expect(problem({ ...area, name: undefined })).toContain('name');
    expect(problem({ ...area, contractVersion: 'one' })).toContain('contractVersion: must be a version');
    expect(problem({ ...area, routes: [{ path: '/aihub' }] })).toContain('routes.0.guard');
  });
});
