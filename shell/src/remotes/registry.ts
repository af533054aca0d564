// Reads the remote registry served by the gateway and registers each remote with Module Federation.
import type { Registry } from '@bullpen/shared';
import { registerAreaRemotes } from './federation';

export type RegistryResult = { ok: true; value: Registry } | { ok: false; error: string };

export async function fetchRegistry(): Promise<RegistryResult> {
  try {
    const response = await fetch('/registry.json', { cache: 'no-cache' });
    if (!response.ok) return { ok: false, error: `The registry answered ${response.status}` };
    return { ok: true, value: (await response.json()) as Registry };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function registerAreas(registry: Registry) {
  registerAreaRemotes(registry);
}
