// The first step of `npm test`: finds a Chromium for the browser tests before anything is linted or built,
// installs one when it can, or stops at once saying what to install. The choice is written where the
// Playwright suite reads it (e2e/support/env.ts).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = join(__dirname, '..');

/** Where the chosen executable is written for the Playwright suite. */
export const CHOSEN_CHROMIUM_FILE = join(ROOT, 'node_modules', '.cache', 'bullpen', 'chromium-path');

/** Commands that start Chromium or Chrome, looked up on PATH in this order. */
export const CHROMIUM_COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'] as const;

/** Where browsers are installed when their command is not on PATH (snap, Google's package, macOS). */
export const CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
] as const;

export const NO_CHROMIUM =
  'No Chromium for the browser tests: run `npx playwright install chromium` (or install Chromium or Google Chrome, e.g. `apt-get install chromium` on Debian), or set CHROMIUM_PATH to its executable.';

/** What the search asks of the machine; tests inject their own, so nothing is installed by them. */
export interface ChromiumProbes {
  /** CHROMIUM_PATH, when set. */
  configured: string | undefined;
  /** Where Playwright's own Chromium is, or would be once installed (undefined when that cannot be said). */
  playwrightChromium: () => string | undefined;
  isExecutable: (path: string) => boolean;
  /** The executable a command names on PATH, if any. */
  onPath: (command: string) => string | undefined;
  /** Runs `npx playwright install chromium`; true when it succeeded. */
  installPlaywrightChromium: () => boolean;
  /** Root, with apt-get: Debian's package may be installed. */
  canInstallDebianPackage: () => boolean;
  /** Installs Debian's `chromium` package; true when it succeeded. */
  installDebianChromium: () => boolean;
  log: (line: string) => void;
}

export type ChromiumChoice = { path: string; source: string } | { error: string };

function installed(probes: ChromiumProbes): ChromiumChoice | undefined {
  const playwright = probes.playwrightChromium();
  if (playwright && probes.isExecutable(playwright)) return { path: playwright, source: "Playwright's Chromium" };
  for (const command of CHROMIUM_COMMANDS) {
    const path = probes.onPath(command);
    if (path) return { path, source: `\`${command}\` on PATH` };
  }
  const path = CHROMIUM_PATHS.find((candidate) => probes.isExecutable(candidate));
  return path ? { path, source: path } : undefined;
}

/**
 * CHROMIUM_PATH if set; else Playwright's own Chromium, then a system Chromium or Chrome; else installs
 * Playwright's (`npx playwright install chromium`), then, as root with apt-get, Debian's package.
 */
export function findChromium(probes: ChromiumProbes): ChromiumChoice {
  if (probes.configured !== undefined) {
    return probes.isExecutable(probes.configured)
      ? { path: probes.configured, source: 'CHROMIUM_PATH' }
      : { error: `CHROMIUM_PATH is "${probes.configured}", which is not an executable file: point it at Chromium or Chrome, or unset it.` };
  }
  const found = installed(probes);
  if (found) return found;
  probes.log('No Chromium found: installing Playwright’s (npx playwright install chromium)…');
  if (probes.installPlaywrightChromium()) {
    const playwright = probes.playwrightChromium();
    if (playwright && probes.isExecutable(playwright)) return { path: playwright, source: "Playwright's Chromium, just installed" };
  }
  if (probes.canInstallDebianPackage()) {
    probes.log('Installing Debian’s chromium package (apt-get install chromium)…');
    if (probes.installDebianChromium()) {
      const path = probes.onPath('chromium');
      if (path) return { path, source: "Debian's chromium, just installed" };
    }
  }
  return { error: NO_CHROMIUM };
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function onPath(command: string): string | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return dirs.map((dir) => join(dir, command)).find(isExecutable);
}

const succeeds = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;

/** The machine itself. */
export const systemProbes = (): ChromiumProbes => ({
  configured: process.env.CHROMIUM_PATH || undefined,
  playwrightChromium: () => {
    try {
      return chromium.executablePath();
    } catch {
      // A platform Playwright has no build for: not this one, then.
      return undefined;
    }
  },
  isExecutable,
  onPath,
  installPlaywrightChromium: () => succeeds('npx', ['playwright', 'install', 'chromium']),
  canInstallDebianPackage: () => process.getuid?.() === 0 && onPath('apt-get') !== undefined,
  installDebianChromium: () => succeeds('apt-get', ['update']) && succeeds('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']),
  log: (line) => console.log(line),
});

/** The Chromium `npm test` chose last, while it is still there. */
export function chosenChromium(file = CHOSEN_CHROMIUM_FILE): string | undefined {
  if (!existsSync(file)) return undefined;
  const path = readFileSync(file, 'utf8').trim();
  return path && isExecutable(path) ? path : undefined;
}

export function main(probes = systemProbes(), file = CHOSEN_CHROMIUM_FILE): number {
  const choice = findChromium(probes);
  if ('error' in choice) {
    console.error(choice.error);
    return 1;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${choice.path}\n`);
  probes.log(`Browser tests use ${choice.path} (${choice.source}).`);
  return 0;
}

if (require.main === module) process.exitCode = main();
