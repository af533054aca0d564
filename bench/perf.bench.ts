// Front-end performance of the production build, served by the gateway on loopback, in headless Chromium.
//
// Run from the repository root:   npx tsx bench/perf.bench.ts
//
// It builds what is stale (the federated build, and the statically composed shell in shell/dist-static,
// BUILD_STATIC=1, with the same prerendered pages), starts two gateways on 127.0.0.1 with fresh data
// folders (one serving the federated shell, one the static one, SHELL_DIR), and for each page prints, as
// medians of BENCH_RUNS cold loads (default 5, each in a new browser context, so nothing is cached; the
// two builds' runs taken in turn): JavaScript transferred (compressed on the wire and raw), requests,
// First Contentful Paint, Largest Contentful Paint, Total Blocking Time, when the page's area had
// mounted (the app's own page on screen; on a prerendered page LCP comes from the HTML, well before) and
// Cumulative Layout Shift until 2.5 s after the network is idle, at 1280×900.
// Then the time from a navbar click to the next area's first content, to an area not loaded yet (cold,
// the link's hover prefetch only), to one loaded already (warm), and cold after idle prefetch; then the
// federated/static ratios of bytes, LCP (target at most 1.15) and area mount. Page loads run with
// Save-Data (no idle prefetch), so their bytes are what the page itself needs. A table, then JSON.
// BENCH_PORT (default 8490), BENCH_STATIC_PORT (default the next one), BENCH_RUNS and BENCH_PAGES change the defaults.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, request as playwrightRequest, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createConfirmedUser, logIn } from '../e2e/support/accounts';
import { cumulativeLayoutShift, layoutShifts, LAYOUT_SHIFT_OBSERVER } from '../e2e/support/layout-shift';

const root = path.resolve(__dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8490);
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? PORT + 1);
const ADMIN_EMAIL = `admin+${Date.now()}@bench.bullpen.test`;
const PASSWORD = 'bench-password-1';
const TARGETS = { lcpBullpenMs: 1000, warmNavMs: 100, coldNavMs: 400, ratio: 1.15, cls: 0.05 };
/** How long after the network is idle layout shifts still count. */
const CLS_SETTLE_MS = 2500;

const ALL_PAGES: Array<{ path: string; heading: string; admin?: boolean }> = [
  { path: '/bullpen', heading: 'Bullpen' },
  { path: '/aihub', heading: 'AI Hub' },
  { path: '/interviews', heading: 'Mock Interview' },
  { path: '/leaderboard', heading: 'Leaderboard' },
  { path: '/events', heading: 'Events' },
  { path: '/pricing', heading: 'Pricing' },
  { path: '/company/login', heading: 'Company Login' },
  { path: '/admin', heading: 'AI Hub Admin', admin: true },
];
/** BENCH_PAGES=/bullpen,/aihub measures only those pages. */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',');
const PAGES = ONLY_PAGES ? ALL_PAGES.filter((page) => ONLY_PAGES.includes(page.path)) : ALL_PAGES;

type Build = 'federated' | 'static';

type PageRun = {
  jsCompressed: number;
  jsRaw: number;
  requests: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** When the page's area had mounted: the app's own page on screen, every control live. */
  app: number;
  /** Cumulative Layout Shift (Core Web Vitals' largest session window) until CLS_SETTLE_MS after network idle. */
  cls: number;
};

type NavRun = {
  cold: number;
  warm: number;
  prefetched: number;
};

// ---------- build and serve ----------

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, env: { ...process.env, ...options.env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

const mtime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

function ensureBuilt() {
  run(process.execPath, ['tools/ensure-built.mjs']);
  const staticIndex = path.join(root, 'shell/dist-static/index.html');
  const newestFederated = Math.max(...['shell', 'mfe-community', 'mfe-practice', 'mfe-prep', 'mfe-company', 'mfe-admin'].map((dir) =>
    mtime(path.join(root, dir, dir === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json')),
  ));
  if (mtime(staticIndex) < newestFederated) {
    console.log('building the statically composed shell (shell/dist-static)…');
    run('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(root, 'shell'),
      env: { BUILD_STATIC: '1', BUILD_OUT_DIR: path.join(root, 'shell/dist-static') },
    });
  }
  // The same prerendered pages as the federated build, so both paint /bullpen from the same HTML.
  const prerenderedFrom = Math.max(mtime(staticIndex), mtime(path.join(root, 'mfe-community/dist/mf-manifest.json')));
  if (mtime(path.join(root, 'shell/dist-static/prerendered/pages.json')) < prerenderedFrom) {
    run('npx', ['tsx', 'tools/prerender.ts', '--shell-dir', 'shell/dist-static']);
  }
}

async function startGateway(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bullpen-perf-'));
  const child = spawn(process.execPath, [path.join(root, 'gateway/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // `test`, not `production`, only for the development outbox that confirms the admin account;
      // the front end is the production build either way.
      NODE_ENV: 'test',
      ADMIN_EMAILS: ADMIN_EMAIL,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway on port ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the gateway on port ${port} did not start`);
}

// ---------- in the page ----------

/**
 * Installed before any script of the page: Save-Data (no idle prefetch) and the paint observers. A
 * string, because the bundler that runs this file would wrap functions in a helper the page lacks.
 */
const instrument = (saveData: boolean) => `
  window.__perf = { longTasks: [], lcp: 0 };
  if (${saveData}) Object.defineProperty(Navigator.prototype, 'connection', { get() { return { saveData: true }; }, configurable: true });
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries()) window.__perf.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver(function (list) {
    const entries = list.getEntries();
    if (entries.length) window.__perf.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

function paintMetrics() {
  const perf = (window as unknown as { __perf: { longTasks: Array<[number, number]>; lcp: number } }).__perf;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const tbt = perf.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  // The mark of shell/src/remotes/remote-slot.tsx (AREA_MOUNTED_MARK).
  const app = performance.getEntriesByName('bullpen:area-mounted')[0]?.startTime ?? NaN;
  return { fcp, lcp: perf.lcp || NaN, tbt, app };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).first();

async function newContext(browser: Browser, baseURL: string, options: { saveData: boolean; storageState?: string }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, storageState: options.storageState, viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: instrument(options.saveData) + LAYOUT_SHIFT_OBSERVER });
  return context;
}

/**
 * Bytes and requests from the page's own Resource Timing entries (same origin, so the sizes are
 * exposed): reading response bodies through the browser protocol while the page loads would slow the
 * very load being timed.
 */
function transferTotals() {
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const scripts = resources.filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(entry.name));
  return {
    jsCompressed: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    jsRaw: scripts.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
    requests: resources.length + 1,
  };
}

async function measurePage(browser: Browser, baseURL: string, target: (typeof PAGES)[number], storageState?: string): Promise<PageRun> {
  const context = await newContext(browser, baseURL, { saveData: true, storageState });
  const page = await context.newPage();
  await page.goto(target.path);
  await heading(page, target.heading).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => performance.getEntriesByName('bullpen:area-mounted').length > 0);
  const metrics = await page.evaluate(paintMetrics);
  const totals = await page.evaluate(transferTotals);
  await page.waitForTimeout(CLS_SETTLE_MS);
  const cls = cumulativeLayoutShift(await layoutShifts(page));
  await context.close();
  return { ...totals, ...metrics, cls };
}

/** Clicks a navbar link and returns the time from the click to the frame that shows `heading` in `area`. */
async function timeNavigation(page: Page, link: string, area: string, headingText: string): Promise<number> {
  await page.evaluate(
    ({ area, headingText }) => {
      const state = { start: 0, end: 0 };
      (window as unknown as { __nav: typeof state }).__nav = state;
      document.addEventListener('click', () => (state.start = performance.now()), { capture: true, once: true });
      // No named inner functions: the bundler that runs this file would wrap them in a helper the page lacks.
      const observer = new MutationObserver(() => {
        const headings = [...document.querySelectorAll(`[data-area="${area}"] :is(h1, h2)`)];
        if (!state.start || !headings.some((h) => h.textContent?.trim() === headingText)) return;
        observer.disconnect();
        requestAnimationFrame(() => (state.end = performance.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { area, headingText },
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).first().click();
  await page.waitForFunction(() => (window as unknown as { __nav: { end: number } }).__nav.end > 0);
  return page.evaluate(() => {
    const { start, end } = (window as unknown as { __nav: { start: number; end: number } }).__nav;
    return end - start;
  });
}

async function measureNavigation(browser: Browser, baseURL: string): Promise<NavRun> {
  const open = async (saveData: boolean) => {
    const context = await newContext(browser, baseURL, { saveData });
    const page = await context.newPage();
    await page.goto('/bullpen');
    await heading(page, 'Bullpen').waitFor();
    await page.waitForLoadState('networkidle');
    return { context, page };
  };
  // Cold: the practice remote has not been loaded (Save-Data: no idle prefetch; the click's hover still prefetches).
  const first = await open(true);
  const cold = await timeNavigation(first.page, 'AI Hub', 'practice', 'AI Hub');
  await first.page.waitForLoadState('networkidle');
  await timeNavigation(first.page, 'Bullpen home', 'community', 'Bullpen');
  const warm = await timeNavigation(first.page, 'AI Hub', 'practice', 'AI Hub');
  await first.context.close();
  // Cold after idle prefetch: a first visit to the area, once the page has been idle.
  const second = await open(false);
  const prefetched = await timeNavigation(second.page, 'AI Hub', 'practice', 'AI Hub');
  await second.context.close();
  return { cold, warm, prefetched };
}

async function adminState(browser: Browser, baseURL: string): Promise<string> {
  const request = await playwrightRequest.newContext({ baseURL });
  await createConfirmedUser(request, { email: ADMIN_EMAIL, password: PASSWORD, fullName: 'Bench Admin' });
  await request.dispose();
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, ADMIN_EMAIL, PASSWORD);
  await page.waitForURL(/\/profile$/);
  const file = path.join(os.tmpdir(), `bullpen-perf-admin-${process.pid}-${new URL(baseURL).port}.json`);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

// ---------- figures ----------

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

function medians<T extends Record<string, number>>(runs: T[]): T {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key] ?? NaN))])) as T;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');

type BuildFigures = { pages: Record<string, PageRun>; navigation: NavRun };

const BUILDS: readonly Build[] = ['federated', 'static'];
const perBuild = <T>(make: (build: Build) => T): Record<Build, T> => ({ federated: make('federated'), static: make('static') });

/**
 * Both builds, their runs taken in turn (federated, static, federated, …), so that whatever else the
 * machine does during the bench weighs on both alike.
 */
async function benchBuilds(browser: Browser, baseURLs: Record<Build, string>): Promise<Record<Build, BuildFigures>> {
  const admin = perBuild(() => '');
  for (const build of BUILDS) admin[build] = await adminState(browser, baseURLs[build]);
  const pageRuns = perBuild(() => new Map<string, PageRun[]>());
  for (const target of PAGES) {
    for (let i = 0; i < RUNS; i++) {
      for (const build of BUILDS) {
        const runs = pageRuns[build].get(target.path) ?? [];
        runs.push(await measurePage(browser, baseURLs[build], target, target.admin ? admin[build] : undefined));
        pageRuns[build].set(target.path, runs);
      }
    }
    console.log(`${target.path}: done`);
  }
  const navRuns = perBuild((): NavRun[] => []);
  for (let i = 0; i < RUNS; i++) for (const build of BUILDS) navRuns[build].push(await measureNavigation(browser, baseURLs[build]));
  for (const build of BUILDS) fs.rmSync(admin[build], { force: true });
  return perBuild((build) => ({
    pages: Object.fromEntries([...pageRuns[build]].map(([page, runs]) => [page, medians(runs)])),
    navigation: medians(navRuns[build]),
  }));
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') ensureBuilt();
  const gateways = [
    await startGateway(PORT, {}),
    await startGateway(STATIC_PORT, { SHELL_DIR: path.join(root, 'shell/dist-static') }),
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const { federated, static: staticBuild } = await benchBuilds(browser, {
      federated: `http://127.0.0.1:${PORT}`,
      static: `http://127.0.0.1:${STATIC_PORT}`,
    });
    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim(),
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: browser.version(),
      runs: RUNS,
    };

    const lines = [
      `Machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, Chromium ${machine.chromium}; medians of ${RUNS} runs.`,
      '',
      '| page | build | JS compressed KB | JS raw KB | requests | FCP ms | LCP ms | TBT ms | area mounted ms | CLS |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ];
    const ratios: Record<string, { bytes: number; lcp: number; app: number }> = {};
    const pageOf = (result: typeof federated, p: string): PageRun => {
      const figures = result.pages[p];
      if (!figures) throw new Error(`no figures for ${p}`);
      return figures;
    };
    for (const { path: p } of PAGES) {
      for (const [name, result] of [['federated', federated], ['static', staticBuild]] as const) {
        const r = pageOf(result, p);
        lines.push(`| ${p} | ${name} | ${kb(r.jsCompressed)} | ${kb(r.jsRaw)} | ${r.requests} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${ms(r.app)} | ${r.cls.toFixed(3)} |`);
      }
      ratios[p] = {
        bytes: pageOf(federated, p).jsCompressed / pageOf(staticBuild, p).jsCompressed,
        lcp: pageOf(federated, p).lcp / pageOf(staticBuild, p).lcp,
        app: pageOf(federated, p).app / pageOf(staticBuild, p).app,
      };
    }
    lines.push('', '| navbar click → first content | federated ms | static ms | target |', '|---|---:|---:|---|');
    lines.push(`| /bullpen → /aihub, cold (not loaded, hover prefetch only) | ${ms(federated.navigation.cold)} | ${ms(staticBuild.navigation.cold)} | < ${TARGETS.coldNavMs} |`);
    lines.push(`| /bullpen → /aihub, cold after idle prefetch | ${ms(federated.navigation.prefetched)} | ${ms(staticBuild.navigation.prefetched)} | < ${TARGETS.coldNavMs} |`);
    lines.push(`| /bullpen → /aihub, warm (already loaded) | ${ms(federated.navigation.warm)} | ${ms(staticBuild.navigation.warm)} | < ${TARGETS.warmNavMs} |`);
    lines.push('', '| page | federated/static JS bytes | federated/static LCP | federated/static area mounted |', '|---|---:|---:|---:|');
    for (const [p, r] of Object.entries(ratios)) lines.push(`| ${p} | ${r.bytes.toFixed(2)} | ${r.lcp.toFixed(2)} | ${r.app.toFixed(2)} |`);
    const lcpBullpen = pageOf(federated, '/bullpen').lcp;
    const worstCls = Math.max(...PAGES.map(({ path: p }) => Math.max(pageOf(federated, p).cls, pageOf(staticBuild, p).cls)));
    lines.push(
      '',
      `Targets: LCP /bullpen ${ms(lcpBullpen)} ms (< ${TARGETS.lcpBullpenMs}) ${lcpBullpen < TARGETS.lcpBullpenMs ? 'met' : 'MISSED'}; ` +
        `warm navigation ${ms(federated.navigation.warm)} ms (< ${TARGETS.warmNavMs}) ${federated.navigation.warm < TARGETS.warmNavMs ? 'met' : 'MISSED'}; ` +
        `cold navigation ${ms(federated.navigation.cold)} ms (< ${TARGETS.coldNavMs}) ${federated.navigation.cold < TARGETS.coldNavMs ? 'met' : 'MISSED'}; ` +
        `ratios ≤ ${TARGETS.ratio}: ${Object.values(ratios).every((r) => r.bytes <= TARGETS.ratio && r.lcp <= TARGETS.ratio) ? 'met' : 'MISSED on some pages'}; ` +
        `CLS at most ${worstCls.toFixed(3)} (≤ ${TARGETS.cls}) ${worstCls <= TARGETS.cls ? 'met' : 'MISSED'}.`,
    );
    console.log(lines.join('\n'));
    console.log(JSON.stringify({ machine, targets: TARGETS, federated, static: staticBuild, ratios }, null, 2));
  } finally {
    await browser.close();
    for (const gateway of gateways) gateway.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
