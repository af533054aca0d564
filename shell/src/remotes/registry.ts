// Reads the remote registry served by the gateway and hands it to ./federation (or, in the static
// composition build, ./static-areas), which registers each remote when its area is first needed.
import type { Registry } from '@bullpen/shared';
import { setAreaRegistry } from './federation';

export type RegistryResult = { ok: true; value: Registry } | { ok: false; error: string };

export async function fetchRegistry(): Promise<RegistryResult> {
  try {
    // The default cache mode: the gateway sends the registry with `Cache-Control: no-cache`, so it is
    // always revalidated, and index.html preloads it (a fetch with another cache mode would not use that).
    const response = await fetch('/registry.json');
    if (!response.ok) return { ok: false, error: `The registry answered ${response.status}` };
    return { ok: true, value: (await response.json()) as Registry };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function registerAreas(registry: Registry) {
  setAreaRegistry(registry);
}
