// Which links the navbar and footer show on which route (spec 01 §2.2–2.3). The links, and the navbar
// each route gets, are what the remotes publish with their routes (area.json, merged into the registry);
// the shell owns how they are laid out: the home link, `/`, the Profile button and the footer's columns.
import { matchPath } from 'react-router';
import type { Registry, RegistryRoute } from '@bullpen/shared';
import type { MenuName, NavContext } from '@bullpen/shared/runtime/area';

export type { NavContext };

export interface NavLink {
  label: string;
  to: string;
}

interface MenuLink extends NavLink {
  order: number;
  contexts?: readonly NavContext[];
}

/** The routes the remotes publish and their menu entries, by menu, in order. */
export interface Navigation {
  routes: readonly RegistryRoute[];
  menus: Partial<Record<MenuName, MenuLink[]>>;
}

export const COMMUNITY_BASE = '/bullpen';

export const NO_NAVIGATION: Navigation = { routes: [], menus: {} };

/** The navigation of a registry: every remote's routes, their menu entries sorted by order, then label. */
export function navigationFrom(registry: Registry | null): Navigation {
  if (!registry) return NO_NAVIGATION;
  const routes = registry.remotes.flatMap((remote) => remote.routes);
  const menus: Partial<Record<MenuName, MenuLink[]>> = {};
  for (const route of routes) {
    for (const { menus: names, label, order, to, contexts } of route.menuEntries ?? []) {
      for (const name of names) (menus[name] ??= []).push({ label, to: to ?? route.path, order, ...(contexts ? { contexts } : {}) });
    }
  }
  for (const links of Object.values(menus)) links.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
  return { routes, menus };
}

const routeFor = (navigation: Navigation, pathname: string) => navigation.routes.find((route) => matchPath(route.path, pathname) !== null);

export function navContext(pathname: string, navigation: Navigation): NavContext {
  // `/` is the shell's own: it goes on to the community site.
  if (pathname === '/') return 'community';
  return routeFor(navigation, pathname)?.nav ?? 'main';
}

export function isNavbarHidden(pathname: string, navigation: Navigation): boolean {
  return routeFor(navigation, pathname)?.navbarHidden === true;
}

/** The links of a menu shown on a page of `context`. */
function linksOf(navigation: Navigation, menu: MenuName, context: NavContext): NavLink[] {
  return (navigation.menus[menu] ?? []).filter((link) => !link.contexts || link.contexts.includes(context)).map(({ label, to }) => ({ label, to }));
}

export function menuFor(context: NavContext, navigation: Navigation): NavLink[] {
  return linksOf(navigation, `navbar-${context}`, context);
}

/** The navbar's button: the signed-in user's profile in the app, else what the remotes offer in this context. */
export function actionFor(context: NavContext, navigation: Navigation, signedIn: boolean): NavLink | undefined {
  if (context === 'main' && signedIn) return { label: 'Profile', to: '/profile' };
  return linksOf(navigation, `action-${context}`, context)[0];
}

export interface FooterLinks {
  community: NavLink[];
  aiHub: NavLink[];
  companies: NavLink[];
  legal: NavLink[];
}

/** Footer columns; an entry may show only in some contexts (the AI Hub column grows off community and demo routes). */
export function footerLinks(pathname: string, navigation: Navigation): FooterLinks {
  const context = navContext(pathname, navigation);
  return {
    community: linksOf(navigation, 'footer-community', context),
    aiHub: linksOf(navigation, 'footer-ai-hub', context),
    companies: linksOf(navigation, 'footer-companies', context),
    legal: linksOf(navigation, 'footer-legal', context),
  };
}
