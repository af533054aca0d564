// Starts the shell: reads the registry, registers the remotes, starts single-spa and renders the router.
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { getSupabase, remoteForPath } from '@bullpen/shared';
import { App } from './app/app';
import { preloadAccountScreen } from './app/routes';
import { fetchRegistry, registerAreas } from './remotes/registry';
import { prefetchArea, prefetchWhenIdle } from './remotes/prefetch';
import { captureLandingUrl } from './features/auth/landing-url';
import { releasePrerenderedPage } from './app/prerendered-page';

export async function startShell() {
  // Read the auth callback in the URL before supabase-js consumes the fragment.
  captureLandingUrl();
  // The auth client (and /api/config) load while the registry is read.
  getSupabase().catch(() => undefined); // reported by the AuthProvider
  // single-spa's start() patches history so remote navigation reaches the shell's router.
  start({ urlRerouteOnly: true });
  const [registry] = await Promise.all([fetchRegistry(), preloadAccountScreen(window.location.pathname)]);
  if (registry.ok) {
    registerAreas(registry.value);
    // The area of this URL starts loading now, beside the shell's first render rather than after it.
    const initial = remoteForPath(registry.value, window.location.pathname)?.name;
    if (initial) prefetchArea(initial);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(<App registry={registry} />);
  if (registry.ok) prefetchWhenIdle(registry.value);
  // Without the registry no area mounts: the shell's own page (with its notice) replaces a prerendered one.
  else releasePrerenderedPage();
}
