import puppeteer, { type ElementHandle } from 'puppeteer-core';
import type { Engine } from './engine.ts';

const FIREFOX = '/usr/bin/firefox-esr';

/** Debian's firefox-esr, headless, driven over WebDriver BiDi by puppeteer-core. */
export async function startFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const page = await browser.newPage();
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    name: 'firefox',
    async open(url) {
      // The page before is left first: a dynamic import its unload aborts logs an error as it goes, and
      // that error belongs to it, not to the page opened next.
      await page.goto('about:blank');
      errors = [];
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    resize: (width, height) => page.setViewport({ width, height }),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args) as never,
    async click(find, ...args) {
      const handle = (await page.evaluateHandle(find, ...args)) as ElementHandle<Element>;
      await handle.click();
      await handle.dispose();
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    errors: async () => errors,
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: () => browser.close(),
  };
}
