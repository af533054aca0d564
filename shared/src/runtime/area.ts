// What a remote publishes about itself beside its mf-manifest.json (area.json): the routes it owns, each
// with its guard, the menu entries the shell shows for it and the layout the shell gives it. A remote's
// team declares them in its own folder (`src/routes.json`); its build checks them with this schema and
// publishes them, and the gateway reads them to serve the route table. Kept out of the package's root
// (and so out of the browser's shared core): only build tools and the gateway validate.
import { z } from 'zod';
import { matchPath } from 'react-router';
import { GUARDS, type Guard } from './contract';

/** The navbar's three looks (spec 01 §2.2): the community site, the demo, and the app. */
export const NAV_CONTEXTS = ['community', 'demo', 'main'] as const;
export type NavContext = (typeof NAV_CONTEXTS)[number];

/**
 * The places the shell lists links: the navbar's menu of each context, its call-to-action button of each
 * context (the first entry by order), and the footer's columns.
 */
export const MENUS = [
  'navbar-main',
  'navbar-community',
  'navbar-demo',
  'action-main',
  'action-community',
  'action-demo',
  'footer-community',
  'footer-ai-hub',
  'footer-companies',
  'footer-legal',
] as const;
export type MenuName = (typeof MENUS)[number];

const TARGET = /^\/[^\s#?]*(\?[^\s#]*)?(#[\w-]+)?$/;

export const menuEntrySchema = z.strictObject({
  /** The menus this entry appears in. */
  menus: z.array(z.enum(MENUS)).min(1, 'must name at least one menu'),
  label: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
  /** Position among every area's entries of the same menu, smallest first. */
  order: z.number().int().min(0),
  /** Where the link goes, when not the route's path itself (an anchor on it, a concrete URL of a pattern). */
  to: z.string().regex(TARGET, 'must be a path starting with /, optionally with a query and an #anchor').optional(),
  /** The navbar contexts of the page on which the entry shows (default: all). */
  contexts: z.array(z.enum(NAV_CONTEXTS)).min(1).optional(),
});

export const publishedRouteSchema = z.strictObject({
  /** React Router path pattern, e.g. `/interview/:specialization/:interviewType` or `/demo/*`. */
  path: z.string().regex(/^\/[^\s?#]*$/, 'must be a path pattern starting with / (no query or #anchor)'),
  guard: z.enum(GUARDS as readonly [Guard, ...Guard[]]),
  /** Which navbar the page shows (default `main`). */
  nav: z.enum(NAV_CONTEXTS).optional(),
  /** The page is a focused flow shown without the navbar. */
  navbarHidden: z.boolean().optional(),
  menuEntries: z.array(menuEntrySchema).optional(),
});

const uniquePaths = (routes: ReadonlyArray<{ path: string }>, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  routes.forEach((route, index) => {
    if (seen.has(route.path)) ctx.addIssue({ code: 'custom', path: [index, 'path'], message: `"${route.path}" is declared twice` });
    seen.add(route.path);
  });
};

/** A menu entry links to its own route: an anchor on it, or a concrete URL of its pattern. */
const linksToOwnRoute = (routes: readonly PublishedRoute[], ctx: z.RefinementCtx) => {
  routes.forEach((route, index) => {
    route.menuEntries?.forEach((entry, entryIndex) => {
      const pathname = (entry.to ?? route.path).replace(/[?#].*$/, '');
      if (entry.to !== undefined && matchPath(route.path, pathname) === null) {
        ctx.addIssue({ code: 'custom', path: [index, 'menuEntries', entryIndex, 'to'], message: `"${entry.to}" is not a page of "${route.path}"` });
      }
      if (entry.to === undefined && /[:*]/.test(route.path)) {
        ctx.addIssue({ code: 'custom', path: [index, 'menuEntries', entryIndex, 'to'], message: `is needed: "${route.path}" is a pattern` });
      }
    });
  });
};

const routesSchema = z
  .array(publishedRouteSchema)
  .superRefine(uniquePaths)
  .superRefine(linksToOwnRoute);

/** What a team writes in `mfe-<area>/src/routes.json`. */
export const routesFileSchema = z.strictObject({ routes: routesSchema });

/**
 * What a build publishes as `area.json`. Loose: later builds may add fields (their compatibility
 * requirements, say), which readers that do not know them ignore.
 */
export const areaSchema = z.looseObject({
  name: z.string().min(1),
  contractVersion: z.string().regex(/^\d+\.\d+\.\d+/, 'must be a version (major.minor.patch)'),
  buildLabel: z.string(),
  routes: routesSchema,
});

export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type PublishedRoute = z.infer<typeof publishedRouteSchema>;
export type RoutesFile = z.infer<typeof routesFileSchema>;
export type PublishedArea = z.infer<typeof areaSchema>;

/** The file name a build publishes beside its mf-manifest.json. */
export const AREA_FILE = 'area.json';

export type AreaParseResult<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The issues of a failed parse as one line, each with where it is: `routes.2.guard: Invalid option…`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`).join('; ');
}

function parseWith<T>(schema: z.ZodType<T>, json: string): AreaParseResult<T> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, problem: `is not valid JSON (${(error as SyntaxError).message})` };
  }
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, problem: `is not valid: ${describeIssues(result.error)}` };
}

/** Parses a routes.json (JSON text); on failure says what is wrong and where. */
export const parseRoutesFile = (json: string) => parseWith(routesFileSchema, json);

/** Parses a published area.json (JSON text); on failure says what is wrong and where. */
export const parseArea = (json: string) => parseWith(areaSchema, json);
