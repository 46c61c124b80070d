import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { recordedPageErrors, recordPageErrors, type Engine, type InPage } from './engine.ts';

const WEBDRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/**
 * MiniBrowser's toolbar holds its window at least 447 px wide; this GTK style shrinks the toolbar (not the
 * page) so that the window can be as narrow as a phone.
 */
const NARROW_TOOLBAR_CSS = 'window > * * { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }';
const KEYS = { Tab: Key.TAB, Escape: Key.ESCAPE, Enter: Key.ENTER } as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts Xvfb on a free display (it picks one and writes its number to the pipe). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '2400x1800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout!.once('data', (data: Buffer) => resolve(`:${String(data).trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, process: xvfb };
}

async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
  }
  throw new Error('WebKitWebDriver did not answer within 15 s');
}

/** Waits, up to 30 s, until `check` (run in the page) is true. */
async function waitUntil<Args extends unknown[]>(
  driver: WebDriver,
  what: string,
  check: InPage<Args, boolean>,
  ...args: Args
): Promise<void> {
  const deadline = Date.now() + 30_000;
  // A script that meets a navigation (the old document unloading) counts as "not yet".
  const checked = () => driver.executeScript(script(check as InPage<never[], unknown>), ...args).catch(() => false);
  while (!(await checked())) {
    if (Date.now() > deadline) throw new Error(`WebKit: timed out waiting until ${what}`);
  }
}

/** `fn` as a WebDriver script: its source applied to the script's arguments (a promise is awaited). */
function script(fn: InPage<never[], unknown>): string {
  return `return (${fn.toString()}).apply(null, arguments);`;
}

/**
 * WebKitGTK's MiniBrowser under Xvfb, driven by Debian's WebKitWebDriver (W3C WebDriver) through
 * selenium-webdriver. Xvfb and the driver are this engine's own processes, ended by `close()`.
 */
export async function startWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const config = mkdtempSync(join(tmpdir(), 'echojam-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
  const port = await freePort();
  const webDriver = spawn(WEBDRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
  });
  const stop = () => {
    webDriver.kill();
    xvfb.process.kill();
    rmSync(config, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    const server = `http://127.0.0.1:${port}`;
    await driverReady(server, webDriver);
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // Back at once: `open()` waits for the document to be parsed itself (WebKitWebDriver's own wait at times
        // never returned on /player), so the error recorder is in place before the widgets' code loads.
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    // A step that hangs fails with its own error, well within the test's time.
    await driver.manage().setTimeouts({ script: 20_000, pageLoad: 40_000 });
  } catch (error) {
    stop();
    throw error;
  }
  const run = <Result>(fn: InPage<never[], unknown>, args: unknown[]) =>
    driver.executeScript(script(fn), ...args) as Promise<Result>;

  return {
    name: 'webkit',
    async open(url) {
      // A mark on the page being left: the wait below is for the new document, not the old one.
      await run(() => ((window as unknown as { __leaving: boolean }).__leaving = true), []);
      await driver.get(url);
      await waitUntil(
        driver,
        `${url} is parsed`,
        () => !(window as unknown as { __leaving?: boolean }).__leaving && document.readyState !== 'loading',
      );
      await run(recordPageErrors, []);
    },
    async resize(width, height) {
      // The window's size includes the toolbar: set it, see what the toolbar takes once the page has the new
      // size, and add that.
      const rect = await driver.manage().window().setRect({ width, height });
      // The window takes its new size before the page does: wait until the page fits in the window and has
      // kept its size over two frames, or a stale page size makes the toolbar's share come out wrong.
      await waitUntil(
        driver,
        `the window is ${rect.width} px wide and the page has followed`,
        (outer) =>
          new Promise<boolean>((resolve) => {
            const size = () => `${window.innerWidth}×${window.innerHeight}`;
            const before = size();
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  window.outerWidth === outer &&
                    size() === before &&
                    window.innerWidth <= window.outerWidth &&
                    window.innerHeight <= window.outerHeight,
                ),
              ),
            );
          }),
        rect.width,
      );
      const [innerWidth, innerHeight] = await run<[number, number]>(() => [window.innerWidth, window.innerHeight], []);
      await driver
        .manage()
        .window()
        .setRect({ width: rect.width + width - innerWidth, height: rect.height + height - innerHeight });
      await waitUntil(
        driver,
        `the page is ${width} × ${height} px`,
        (w, h) => window.innerWidth === w && window.innerHeight === h,
        width,
        height,
      );
      await run(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), []);
    },
    evaluate: (fn, ...args) => run(fn as InPage<never[], unknown>, args),
    async click(find, ...args) {
      const element = await run<WebElement | null>(find as InPage<never[], unknown>, args);
      if (!element) throw new Error(`nothing to click: ${find.toString()}`);
      await element.click();
    },
    type: (text) => driver.actions().sendKeys(text).perform(),
    press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
    errors: () => run<string[]>(recordedPageErrors, []),
    async screenshot(path) {
      writeFileSync(path, await driver.takeScreenshot(), 'base64');
    },
    async close() {
      await driver.quit().catch(() => undefined);
      stop();
    },
  };
}
