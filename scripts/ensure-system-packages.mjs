// The tests need Debian's chromium (browser tests), nginx (the static-deployment check) and the colour
// emoji font (the visual tests' screenshots: without it, emoji render as empty boxes), Liberation's fonts
// (see LIBERATION_FONT), and WebKitGTK's WebDriver with Xvfb and Firefox ESR (the WebKit and Firefox layers).
// As root they are installed with apt-get when missing; otherwise it stops with an error giving the exact command.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

export const NGINX = '/usr/sbin/nginx';
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
// Arial's, Helvetica's and Courier New's metric twins: the stand-in for the faces Windows and macOS visitors
// have. The brand fonts' fallbacks are matched to Arial's metrics, and code blocks use Liberation Mono; on a
// machine with only DejaVu, the islands and visual tests measure other text than a visitor's. A plain
// `apt-get install chromium` pulls it in as a recommendation; the install below skips recommendations.
const LIBERATION_FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
const WEBKIT_WEBDRIVER = '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';
const FIREFOX = '/usr/bin/firefox-esr';

export function ensureSystemPackages() {
  const missing = [];
  if (!findChromium()) missing.push('chromium');
  if (!existsSync(NGINX)) missing.push('nginx-light');
  if (!existsSync(EMOJI_FONT)) missing.push('fonts-noto-color-emoji');
  if (!existsSync(LIBERATION_FONT)) missing.push('fonts-liberation');
  if (!existsSync(WEBKIT_WEBDRIVER)) missing.push('webkit2gtk-driver');
  if (!existsSync(XVFB)) missing.push('xvfb');
  if (!existsSync(FIREFOX)) missing.push('firefox-esr');
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing system packages: ${missing.join(', ')}. Install them with: sudo sh -c '${command}'`);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
