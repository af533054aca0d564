// Every route registered on an Express 5 app, as "METHOD /path", read from the router stack itself
// (nested routers included), so a suite that checks each route cannot miss a new one.
import type { Express } from 'express';

/** What the router package (Express 5) keeps on each layer; not part of Express's typings. */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function walk(stack: Layer[], prefix: string, into: string[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) into.push(`${method.toUpperCase()} ${prefix}${String(layer.route.path)}`);
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, prefix + mount, into);
    }
  }
}

export function appRoutes(app: Express): string[] {
  const { router } = app as unknown as { router: { stack: Layer[] } };
  const routes: string[] = [];
  walk(router.stack, '', routes);
  return [...new Set(routes)];
}
