// Where the system Chromium is and how to launch it on these machines (Debian's chromium package, as root).
// Shared by the widget tests, the end-to-end tests, the benchmark and the image script.
import { existsSync } from 'node:fs';

const CANDIDATES = [
  process.env.CHROME_PATH,
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The Chromium binary, or undefined when none is installed. */
export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path));
}

/** Flags for headless Chromium here: root needs --no-sandbox; the closed network needs the rest. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function requireChromium() {
  const path = findChromium();
  if (!path) throw new Error('Chromium not found: install it with `apt-get install -y chromium` (or set CHROME_PATH).');
  return path;
}
