// `npm test` looks for a Chromium before anything else, in a fixed order, and installs one only as a last resort.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chosenChromium, findChromium, main, NO_CHROMIUM, type ChromiumProbes } from './find-chromium';

const PLAYWRIGHT = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine with the given executables and commands; installing adds what `install` says. */
function machine({
  configured,
  executables = [],
  commands = {},
  root = false,
  installs = {},
}: {
  configured?: string;
  executables?: string[];
  commands?: Record<string, string>;
  root?: boolean;
  installs?: { playwright?: boolean; debian?: boolean };
}) {
  const present = new Set(executables);
  const onPath = new Map(Object.entries(commands));
  const calls: string[] = [];
  const probes: ChromiumProbes = {
    configured,
    playwrightChromium: () => PLAYWRIGHT,
    isExecutable: (path) => present.has(path),
    onPath: (command) => {
      calls.push(`which ${command}`);
      return onPath.get(command);
    },
    installPlaywrightChromium: () => {
      calls.push('npx playwright install chromium');
      if (installs.playwright) present.add(PLAYWRIGHT);
      return installs.playwright === true;
    },
    canInstallDebianPackage: () => root,
    installDebianChromium: () => {
      calls.push('apt-get install chromium');
      if (installs.debian) onPath.set('chromium', '/usr/bin/chromium');
      return installs.debian === true;
    },
    log: () => {},
  };
  return { probes, calls };
}

test('CHROMIUM_PATH wins over every browser installed', () => {
  const { probes, calls } = machine({ configured: '/opt/chrome', executables: ['/opt/chrome', PLAYWRIGHT, '/usr/bin/chromium'] });
  expect(findChromium(probes)).toEqual({ path: '/opt/chrome', source: 'CHROMIUM_PATH' });
  expect(calls).toEqual([]);
});

test('a CHROMIUM_PATH that is not an executable stops the run with a line naming it', () => {
  const { probes, calls } = machine({ configured: '/nowhere/chrome', executables: [PLAYWRIGHT] });
  expect(findChromium(probes)).toEqual({ error: expect.stringContaining('CHROMIUM_PATH is "/nowhere/chrome"') });
  expect(calls).toEqual([]);
});

test("Playwright's own Chromium comes before the system's", () => {
  const { probes, calls } = machine({ executables: [PLAYWRIGHT, '/usr/bin/chromium'], commands: { chromium: '/usr/bin/chromium' } });
  expect(findChromium(probes)).toEqual({ path: PLAYWRIGHT, source: "Playwright's Chromium" });
  expect(calls).toEqual([]);
});

test('then the commands on PATH, in order: chromium, chromium-browser, google-chrome, google-chrome-stable', () => {
  const { probes, calls } = machine({ commands: { 'google-chrome': '/usr/local/bin/google-chrome', 'google-chrome-stable': '/usr/bin/google-chrome-stable' } });
  expect(findChromium(probes)).toEqual({ path: '/usr/local/bin/google-chrome', source: '`google-chrome` on PATH' });
  expect(calls).toEqual(['which chromium', 'which chromium-browser', 'which google-chrome']);
});

test('then the usual install folders, for a browser whose command is not on PATH', () => {
  const { probes } = machine({ executables: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'] });
  expect(findChromium(probes)).toMatchObject({ path: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome' });
});

test("with no browser, Playwright's Chromium is installed, and Debian's package is not tried", () => {
  const { probes, calls } = machine({ root: true, installs: { playwright: true, debian: true } });
  expect(findChromium(probes)).toEqual({ path: PLAYWRIGHT, source: "Playwright's Chromium, just installed" });
  expect(calls.filter((call) => !call.startsWith('which'))).toEqual(['npx playwright install chromium']);
});

test("when Playwright's install fails, root with apt-get installs Debian's chromium", () => {
  const { probes, calls } = machine({ root: true, installs: { debian: true } });
  expect(findChromium(probes)).toEqual({ path: '/usr/bin/chromium', source: "Debian's chromium, just installed" });
  expect(calls.filter((call) => !call.startsWith('which'))).toEqual(['npx playwright install chromium', 'apt-get install chromium']);
});

test('not root (or no apt-get): nothing more is tried and the run stops saying what to install', () => {
  const { probes, calls } = machine({ root: false, installs: { debian: true } });
  expect(findChromium(probes)).toEqual({ error: NO_CHROMIUM });
  expect(calls).not.toContain('apt-get install chromium');
  expect(NO_CHROMIUM).toMatch(/npx playwright install chromium/);
});

test('the choice is written for the Playwright suite; a failed search writes nothing and exits 1', () => {
  const dir = mkdtempSync(join(tmpdir(), 'find-chromium-'));
  const file = join(dir, 'cache', 'chromium-path');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect(main(machine({ root: false }).probes, file)).toBe(1);
    expect(errors).toHaveBeenCalledWith(NO_CHROMIUM);
    expect(chosenChromium(file)).toBeUndefined();
    // A real executable, so that reading the choice back finds it still there.
    const probes = machine({ configured: process.execPath, executables: [process.execPath] }).probes;
    expect(main(probes, file)).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(process.execPath);
    expect(chosenChromium(file)).toBe(process.execPath);
  } finally {
    errors.mockRestore();
  }
});
