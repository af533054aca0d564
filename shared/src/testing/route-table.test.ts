import { routeTableDisagreements } from './route-table';

const screen = { preload: () => Promise.resolve(), Component: () => null } as never;

describe('an area route table against its screens', () => {
  it('agrees when every published path has a screen, an optional segment counting as both spellings', () => {
    const screens = [
      { path: '/company/login', screen },
      { path: '/company/chat/:candidateId?', screen },
    ];
    const published = { routes: [{ path: '/company/login' }, { path: '/company/chat' }, { path: '/company/chat/:candidateId' }] };
    expect(routeTableDisagreements(screens, published)).toEqual([]);
  });

  it('names a published path with no screen and a screen that is not published', () => {
    const screens = [{ path: '/review', screen }];
    const published = { routes: [{ path: '/reviews' }] };
    expect(routeTableDisagreements(screens, published)).toEqual([
      '/reviews is published in routes.json but app.tsx has no screen for it',
      '/review has a screen in app.tsx but is not published in routes.json',
    ]);
  });
});

it('counts a splat screen as serving its base path', () => {
  const screens = [{ path: '/demo/*', screen }];
  expect(routeTableDisagreements(screens, { routes: [{ path: '/demo' }, { path: '/demo/*' }] })).toEqual([]);
  expect(routeTableDisagreements(screens, { routes: [{ path: '/demo' }] })).toEqual([]);
});
