// Starts the shell: reads the registry, registers the remotes, starts single-spa and renders the router.
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { App } from './app/app';
import { fetchRegistry, registerAreas } from './remotes/registry';

async function main() {
  // single-spa's start() patches history so remote navigation reaches the shell's router.
  start({ urlRerouteOnly: true });
  const registry = await fetchRegistry();
  if (registry.ok) registerAreas(registry.value);
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(<App registry={registry} />);
}

void main();
