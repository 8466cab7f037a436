// Time from navigation to a usable sign-in form (issue 31: within 1 s in Chromium here), for today's
// client and today's release in the same run: each built in its own checkout and served by its own
// server, visited in turn, each visit in a fresh browser context (empty cache, first visit: the
// cookie banner shows as for every new visitor), at normal speed and with Chromium's CPU slowed 4x.
// Prints min, median and max per case, the median ratio today/release, and PASS/FAIL for the target
// (today's median at normal speed under 1 s); exits 0 either way: a benchmark, not a test.
//
// What is timed, inside the page (a script added before the app's): from navigation start
// (performance.timeOrigin) to the first frame in which the e-mail field, the password field and the
// submit button are all laid out, visible, inside the viewport, enabled and the topmost element at
// their centre (nothing covers them), then to the first task after that frame ran, i.e. when a click
// or keystroke on them could be handled. Each animation frame checks the form before it paints;
// `frame` is that frame's time, `usable` the later one and the figure judged.
//
// Usage: npm run bench:sign-in [-- --release <ref>]; RUNS (default 10) visits per case; BENCH_PORT
// (default 3460) for today's server, the next port for the release's.
import { chromium, type Browser } from 'playwright-core';
import { startApp, type App } from './app.js';
import { checkoutRelease, releaseRef } from './release.js';

const PORT = Number(process.env.BENCH_PORT ?? 3460);
const RUNS = Number(process.env.RUNS ?? 10);
const TARGET_MS = 1000;
const SLOWDOWN = 4;

interface Visit {
  frame: number;
  usable: number;
  /** When the last script the page had fetched by then had arrived (ms from navigation). */
  scriptsIn: number;
  scripts: number;
}

declare global {
  interface Window {
    __signInVisit?: Visit;
  }
}

/** Runs in the page before any of its scripts. */
function probe() {
  const usable = (el: Element | null): boolean => {
    if (!(el instanceof HTMLElement) || !el.isConnected || (el as HTMLInputElement).disabled) return false;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || r.bottom > innerHeight || r.right > innerWidth || r.top < 0 || r.left < 0) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  };
  const formReady = () =>
    usable(document.querySelector('input[type=email]')) &&
    usable(document.querySelector('input[type=password]')) &&
    usable(document.querySelector('button[type=submit]'));
  const onFrame = () => {
    if (!formReady()) return requestAnimationFrame(onFrame);
    const frame = performance.now();
    setTimeout(() => {
      const usable = performance.now();
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => /\.js($|\?)/.test(e.name) && e.responseEnd <= usable,
      );
      window.__signInVisit = { frame, usable, scriptsIn: Math.max(0, ...scripts.map((e) => e.responseEnd)), scripts: scripts.length };
    }, 0);
  };
  requestAnimationFrame(onFrame);
}

async function visit(browser: Browser, base: string, slowdown: number): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    // tsx names the probe's inner functions through a helper of its own, which the page lacks.
    await page.addInitScript({ content: `var __name = (f) => f; (${probe})();` });
    await page.goto(base, { waitUntil: 'commit' });
    // Polled by a timer, not every frame, to stay out of the page's way.
    const result = (await (
      await page.waitForFunction(() => window.__signInVisit, undefined, { polling: 100, timeout: 60_000 })
    ).jsonValue())!;
    if (new URL(page.url()).pathname !== '/') throw new Error(`left the sign-in page for ${page.url()}`);
    return result;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const ms = (x: number) => Math.round(x).toLocaleString('en');

const release = checkoutRelease(releaseRef());
console.log(`building the release ${release.ref}'s client in ${release.dir}`);
release.npm('build:client');

const targets: { name: string; app: App }[] = [];
let browser: Browser | undefined;
try {
  targets.push({ name: `release ${release.ref}`, app: await startApp(PORT + 1, release.dir) });
  targets.push({ name: 'today', app: await startApp(PORT) });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const cases = targets.flatMap((t) => [1, SLOWDOWN].map((slowdown) => ({ target: t, slowdown, visits: [] as Visit[] })));
  // One visit each first, not counted: the servers' first answers and the browser's own first start.
  for (const c of cases) await visit(browser, c.target.app.base, c.slowdown);
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, the order turned every run, so a busy stretch of this shared machine hits both alike.
    const order = run % 2 ? [...cases].reverse() : cases;
    for (const c of order) c.visits.push(await visit(browser, c.target.app.base, c.slowdown));
    process.stdout.write(`run ${run + 1}/${RUNS}\r`);
  }

  const stats = (c: (typeof cases)[number]) => {
    const u = c.visits.map((v) => v.usable);
    return {
      med: median(u),
      text: `${ms(median(u))} (${ms(Math.min(...u))}-${ms(Math.max(...u))})`,
      frame: ms(median(c.visits.map((v) => v.frame))),
      scriptsIn: ms(median(c.visits.map((v) => v.scriptsIn))),
      scripts: median(c.visits.map((v) => v.scripts)),
      under: c.visits.filter((v) => v.usable < TARGET_MS).length,
    };
  };
  const [relNormal, relSlow, todayNormal, todaySlow] = cases.map(stats);
  console.log(
    `\nSign-in form usable after navigation, ms: median (min-max) of ${RUNS} visits each, fresh context, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(`| CPU | release ${release.ref} | today | today/release |`);
  console.log('|---|---|---|---|');
  console.log(`| normal | ${relNormal!.text} | ${todayNormal!.text} | ${(todayNormal!.med / relNormal!.med).toFixed(2)} |`);
  console.log(`| ${SLOWDOWN}x slower | ${relSlow!.text} | ${todaySlow!.text} | ${(todaySlow!.med / relSlow!.med).toFixed(2)} |`);
  console.log('\nMedians behind them (ms): frame that first showed the form / last script arrived by then (scripts fetched)');
  for (const [name, s] of [
    [`release normal`, relNormal],
    [`release ${SLOWDOWN}x`, relSlow],
    ['today normal', todayNormal],
    [`today ${SLOWDOWN}x`, todaySlow],
  ] as const)
    console.log(`  ${name.padEnd(16)} ${s!.frame} / ${s!.scriptsIn} (${s!.scripts})`);
  const pass = todayNormal!.med < TARGET_MS;
  console.log(
    `\nTarget: today's sign-in form usable within ${ms(TARGET_MS)} ms at normal speed (median): ${pass ? 'PASS' : 'FAIL'} ` +
      `(${todayNormal!.under} of ${RUNS} visits under it)`,
  );
} finally {
  await browser?.close();
  for (const t of targets) t.app.stop();
  release.remove();
}
