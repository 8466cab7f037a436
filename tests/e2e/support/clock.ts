import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The app's own timings that tests wait on. Kept here rather than imported: the client modules that
 * define them pull in React and the API client, which the test runner should not load.
 */
/** src/client/step-runner/autosave-store.ts: a save after 3 s of quiet, "Uloženo" cleared after 3 s. */
export const AUTOSAVE_DEBOUNCE_MS = 3000;
export const SAVED_CLEAR_MS = 3000;
/** src/client/step-runner/use-completion.ts: the next step opens 2 s after the success message. */
export const REDIRECT_AFTER_MS = 2000;
/** src/client/features/admin/alert-store.ts: a success alert stays 4 s. */
export const SUCCESS_VISIBLE_MS = 4000;
/** src/client/features/content-studio/steps/StepsPanel.tsx: a step's files are checked 400 ms after typing stops. */
export const STUDIO_CHECK_DELAY_MS = 400;

/** Contexts whose page clock a test drives (driveTime). */
const driven = new WeakSet<BrowserContext>();

/**
 * Installs Playwright's clock in the page's browser context. Time then flows as usual (timers fire,
 * Date moves on), so nothing else in the test changes; the helpers below move it on where the test
 * would otherwise sit out a timer of the app. Call it before the first navigation: a page loaded
 * before keeps its real timers.
 */
export async function driveTime(page: Page) {
  await page.clock.install();
  // Animation frames stay the browser's. The clock fakes them as 16-ms timers, served late on a busy
  // machine: Zag's dialogs read their exit animation in a frame after closing and then wait for its
  // end, which a late frame misses, leaving a closed dialog on screen (seen in ask-before-remove).
  await page.context().addInitScript(REAL_FRAMES);
  await page.evaluate(REAL_FRAMES);
  driven.add(page.context());
}

const REAL_FRAMES = `if (globalThis.__pwClock) {
  globalThis.requestAnimationFrame = globalThis.__pwClock.builtins.requestAnimationFrame;
  globalThis.cancelAnimationFrame = globalThis.__pwClock.builtins.cancelAnimationFrame;
}`;

export const drivesTime = (page: Page) => driven.has(page.context());

/** The page's current time (its clock, moved on by the test). */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());

/**
 * Stops the page's clock: from here on no timer fires and Date stands still until runFor moves it,
 * so a test can prove a timer fires after its time and not before (real time passing meanwhile,
 * however slow the machine, changes nothing). A reload keeps it stopped.
 */
export async function stopTime(page: Page) {
  if (!drivesTime(page)) throw new Error('stopTime needs driveTime first');
  // pauseAt takes a time to stop at, not before the page's now: a moment ahead of it, as the page
  // clock moves on while this call is on its way. Nothing the tests time is due within it.
  await page.clock.pauseAt((await pageNow(page)) + 250);
}

/**
 * Moves the page's clock on by `stepMs` whenever `check` does not pass yet, and checks again: a timer
 * the page starts only after a network answer (the redirect after a completion starts after the
 * progress has loaded) is met whenever it starts. `check` gets the time it may wait on each round.
 * On a page whose clock is not driven this is `check` with the usual patience.
 */
export async function moveOnUntil(page: Page, stepMs: number, check: (timeout: number) => Promise<unknown>) {
  if (!drivesTime(page)) {
    await check(10_000);
    return;
  }
  await expect(async () => {
    try {
      await check(300);
    } catch (err) {
      await page.clock.fastForward(stepMs);
      throw err;
    }
  }).toPass({ intervals: [0], timeout: 20_000 });
}

/** Waits for the redirect after a completed step (or a celebration) to reach `url`, moving the clock on meanwhile. */
export async function followRedirect(page: Page, url: string | RegExp) {
  await moveOnUntil(page, REDIRECT_AFTER_MS, (timeout) => page.waitForURL(url, { timeout }));
}

/**
 * Runs the page's stopped clock on by `ms`, firing every timer due meanwhile in order, then lets the
 * page render what those timers changed (two rounds of posted messages, which the clock does not
 * fake and React renders by), so that a check right after sees their effect.
 */
export async function runFor(page: Page, ms: number) {
  await page.clock.runFor(ms);
  for (let i = 0; i < 2; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
}
