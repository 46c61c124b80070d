import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';

/**
 * How the bench launches Chromium: as everywhere here (scripts/chromium.mjs), plus one V8 flag that keeps
 * the measuring tool's own cost out of the figures.
 *
 * Playwright drives every page through the DevTools protocol with its Runtime domain enabled, and then V8
 * records a detailed stack trace, source positions included, for every Error object a script creates.
 * Source positions are made lazily: the first trace that needs them parses the whole function again on
 * the main thread. React's DOM renderer creates five Error objects as its module loads (sentinels it
 * throws later), so every page that loads it paid for re-parsing that module, some 200 KB of code: a task
 * of 66–113 ms unthrottled on this machine, several hundred ms at the calibrated CPU, all of it counted as
 * blocking time. A visitor's browser has no DevTools session attached and does none of it: the same
 * import in a Chromium without a DevTools client made no long task at all.
 * `--no-enable-lazy-source-positions` makes V8 record positions as it compiles (on the streaming thread
 * for the site's modules), so no trace has to re-parse anything. It adds a little compile work a visitor's
 * browser does not do, which errs on the side of a slower page.
 */
export const BENCH_CHROMIUM_ARGS: string[] = [...CHROMIUM_ARGS, '--js-flags=--no-enable-lazy-source-positions'];
