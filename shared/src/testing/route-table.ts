// Where an area's screens (the routes of its app.tsx) and the route table it publishes (src/routes.json)
// disagree: each area's own test calls this, so a path added to one list and not the other fails there.
import type { AreaRoute } from '../ui/area';

/**
 * `/a/:b?` matches `/a` and `/a/:b`, and `/a/*` matches `/a` and what lies below it: the published
 * table may list each spelling.
 */
function spellings(path: string): string[] {
  const optional = path.match(/^(.*)\/:[^/]+\?$/);
  if (optional) return [optional[1] || '/', path.slice(0, -1)];
  const splat = path.match(/^(.+)\/\*$/);
  if (splat) return [splat[1] ?? path, path];
  return [path];
}

/** The problems, one sentence each; empty when the two lists name the same paths. */
export function routeTableDisagreements(screens: readonly AreaRoute[], published: { routes: ReadonlyArray<{ path: string }> }): string[] {
  const served = new Set(screens.flatMap((route) => spellings(route.path)));
  const listed = new Set(published.routes.map((route) => route.path));
  return [
    ...[...listed].filter((path) => !served.has(path)).map((path) => `${path} is published in routes.json but app.tsx has no screen for it`),
    // A screen counts as published when any of its spellings is.
    ...screens
      .filter((route) => !spellings(route.path).some((path) => listed.has(path)))
      .map((route) => `${route.path} has a screen in app.tsx but is not published in routes.json`),
  ];
}
