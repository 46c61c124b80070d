import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/content/routes.ts';
import { siteHeaders } from '../../src/http-policy/header-rules.ts';
import { readStyleHashes } from '../../src/server/style-hashes-file.ts';

/**
 * Every page of the built site, served by the production server, under its Content-Security-Policy:
 * no violation, no console error, no issue in Chromium's DevTools, every link that opens a new tab with rel="noopener noreferrer"
 * (in the light DOM and inside the widgets' shadow roots), and the CSP headers themselves.
 */
const UNKNOWN_PATH = '/caminho/que-nao-existe';
const PATHS = [...ROUTES.map((route) => route.path), UNKNOWN_PATH];
const isNotFound = (path: string) => path === UNKNOWN_PATH || path === '/404';

interface Collected {
  violations: string[];
  errors: string[];
  /** What Chromium's DevTools would list in its Issues panel (CSP, lazy images without dimensions, forms, …). */
  issues: string[];
}

/** Listens before any page script runs (addInitScript is injected by the DevTools protocol, not inline: the CSP allows it). */
async function collect(page: Page, path: string): Promise<Collected> {
  const collected: Collected = { violations: [], errors: [], issues: [] };
  const session = await page.context().newCDPSession(page);
  session.on('Audits.issueAdded', ({ issue }) =>
    collected.issues.push(`${issue.code}: ${JSON.stringify(issue.details)}`),
  );
  await session.send('Audits.enable');
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[] };
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser reports the document's own 404 status as a failed resource: expected on the 404 page.
    if (isNotFound(path) && /Failed to load resource: .*404/.test(message.text())) return;
    collected.errors.push(message.text());
  });
  page.on('pageerror', (error) => collected.errors.push(error.message));
  return collected;
}

/** Scrolls to the bottom step by step so that widgets defined on visibility load, then waits for the network. */
async function visitWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
  // Elements defined by now have rendered into their shadow roots (some, like the toaster, load only when used).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')].every(
      (element) =>
        !element.localName.startsWith('echojam-') || !customElements.get(element.localName) || element.shadowRoot,
    ),
  );
}

/** Links and forms that open another browsing context without rel="noopener noreferrer", shadow roots included. */
async function unsafeNewTabLinks(page: Page): Promise<{ checked: number; unsafe: string[] }> {
  return page.evaluate(() => {
    const result = { checked: 0, unsafe: [] as string[] };
    const visit = (root: Document | ShadowRoot, where: string) => {
      for (const element of root.querySelectorAll<HTMLAnchorElement | HTMLAreaElement | HTMLFormElement>(
        'a[target], area[target], form[target]',
      )) {
        const target = element.getAttribute('target')!.trim().toLowerCase();
        if (['', '_self', '_top', '_parent'].includes(target)) continue;
        result.checked++;
        const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer'))
          result.unsafe.push(`${where}: ${element.outerHTML.slice(0, 160)}`);
      }
      for (const host of root.querySelectorAll('*')) {
        if (host.shadowRoot) visit(host.shadowRoot, `${where} > ${host.localName}`);
      }
    };
    visit(document, 'document');
    return result;
  });
}

for (const path of PATHS) {
  test(`${path}: runs under the CSP with no violation, no console error and no DevTools issue; new-tab links are noopener noreferrer`, async ({
    page,
  }) => {
    const collected = await collect(page, path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(isNotFound(path) ? 404 : 200);
    await visitWholePage(page);

    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, 'securitypolicyviolation events').toEqual([]);
    expect(collected.errors, 'console errors').toEqual([]);
    expect(collected.issues, 'DevTools issues').toEqual([]);

    const links = await unsafeNewTabLinks(page);
    expect(links.unsafe, 'links opening a new tab without rel="noopener noreferrer"').toEqual([]);
    if (!isNotFound(path))
      expect(links.checked, 'every page has the new-tab download links of the shell').toBeGreaterThan(0);
  });
}

test('control: the checks catch an inline script, a new-tab link without noreferrer in a shadow root and a lazy image without dimensions', async ({
  page,
}) => {
  const collected = await collect(page, '/');
  await page.goto('/');
  await page.evaluate(() => {
    const image = Object.assign(document.createElement('img'), {
      loading: 'lazy',
      alt: '',
      src: '/images/logo-mark.svg',
    });
    document.querySelector('footer')!.append(image);
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    const host = document.createElement('div');
    host.attachShadow({ mode: 'open' }).innerHTML =
      '<a href="https://example.com/" target="_blank" rel="noopener">x</a>';
    document.body.append(host);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length))
    .toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  expect((await unsafeNewTabLinks(page)).unsafe).toEqual([
    expect.stringMatching(/^document > div: <a href="https:\/\/example.com\/" target="_blank" rel="noopener">/),
  ]);
  // DevTools lists the blocked inline script too.
  await expect
    .poll(() => [...collected.issues].sort())
    .toEqual([
      expect.stringMatching(/^ContentSecurityPolicyIssue: .*"violatedDirective":"script-src-elem"/),
      expect.stringMatching(/^LazyLoadImageIssue: .*logo-mark\.svg/),
    ]);
});

test("HTML responses carry the strict CSP (script-src 'self', style elements by hash, nothing inline) and the other security headers", async ({
  request,
}) => {
  // The policies the header rules make with the style hashes of the build being served: each page's own.
  const headersOf = siteHeaders(readStyleHashes(resolve(import.meta.dirname, '../../dist')));
  for (const path of PATHS) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(
      headersOf.forPath(response.status() === 404 ? '/404.html' : path)['Content-Security-Policy'],
    );
    const directives = new Map(
      headers['content-security-policy']!.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src'), path).toEqual(["'self'"]);
    expect(directives.get('style-src-elem')?.slice(0, 2), path).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
    expect(directives.get('style-src-elem'), path).not.toContain("'unsafe-inline'");
    expect(directives.get('style-src'), path).toBeUndefined();
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();

    // Nothing in the HTML would need 'unsafe-inline': no inline scripts (JSON-LD data blocks aside), no on* handlers.
    const html = await response.text();
    for (const script of html.matchAll(/<script\b([^>]*)>/gi)) {
      const attributes = script[1]!;
      if (!/\bsrc=/.test(attributes))
        expect(attributes, `${path}: inline <script${attributes}>`).toMatch(/type="application\/ld\+json"/);
    }
    expect(html, path).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html, path).not.toMatch(/javascript:/i);
  }
});

test('a partner origin fetches the embed manifest with its own request header: the CORS preflight passes', async ({
  page,
  baseURL,
}) => {
  // Another origin on the same server (localhost, not 127.0.0.1); the embed script as a document carries no CSP.
  const partner = new URL(baseURL!);
  partner.hostname = 'localhost';
  await page.goto(new URL('/embed/v1/echojam.js', partner).href);
  const manifest = new URL('/embed/v1/custom-elements.json', baseURL).href;
  // A header outside the CORS safelist makes the browser send OPTIONS first; without a 204 the fetch fails.
  const result = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { 'X-Partner': 'parceiro.example' } });
    return {
      origin: location.origin,
      status: response.status,
      schema: ((await response.json()) as { schemaVersion?: string }).schemaVersion,
    };
  }, manifest);
  expect(result.origin).not.toBe(new URL(baseURL!).origin);
  expect(result.status).toBe(200);
  expect(result.schema).toBeTruthy();
});
