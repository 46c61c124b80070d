import { expect, test, type CDPSession, type Page, type Response } from '@playwright/test';
import { SITE_ROUTES } from '../../src/build/site-routes.ts';

/**
 * The style policy (src/http-policy/header-rules.ts): style elements only by hash, no style attributes. Every inline <style> a page holds, in the document and in the widgets' shadow roots, has its
 * hash in the page's `style-src-elem`, which names no other page's styles; no page reports a violation, JavaScript on or off; showing a toast
 * adds no <style> to the document's head (sonner's own is removed at build: src/build/sonner-without-head-style.mjs).
 */
const PATHS = [...SITE_ROUTES.map((route) => route.path), '/caminho/que-nao-existe'];

/** The sources of the response's `style-src-elem`. */
function styleElementSources(response: Response | null): string[] {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'style-src-elem');
  return directive?.slice(1) ?? [];
}

/** With JavaScript on: securitypolicyviolation events, and every <style> a script adds to <head>, from before any page script. */
async function recordFromStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[]; __headStyles: HTMLStyleElement[] };
    store.__cspViolations = [];
    store.__headStyles = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}: ${event.sample}`,
      );
    });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          // The parser's own additions (the page's <style>) are told apart afterwards, against the served HTML:
          // this callback can run after the parser is done, so document.readyState cannot tell them apart.
          // The element is kept, not its text: the parser can add a long <style> before all of its text.
          if (node instanceof HTMLStyleElement && node.parentNode === document.head) store.__headStyles.push(node);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const recordedViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** The <style> elements a script added to <head>: those recorded (their text as it is now), less the page's own (in the served HTML). */
async function scriptAddedHeadStyles(page: Page, servedHtml: string): Promise<string[]> {
  const own = new Set([...servedHtml.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]));
  const texts = await page.evaluate(() =>
    (window as unknown as { __headStyles: HTMLStyleElement[] }).__headStyles.map((style) => style.textContent),
  );
  return texts.filter((text) => !own.has(text)).map((text) => text.slice(0, 80));
}

/** With JavaScript off no page script runs: the browser's own CSP issues, through the DevTools protocol. */
async function cspIssues(page: Page): Promise<{ session: CDPSession; issues: string[] }> {
  const session = await page.context().newCDPSession(page);
  const issues: string[] = [];
  session.on('Audits.issueAdded', ({ issue }) => {
    const details = issue.details.contentSecurityPolicyIssueDetails;
    if (issue.code === 'ContentSecurityPolicyIssue' && details)
      issues.push(`${details.violatedDirective} (${details.contentSecurityPolicyViolationType})`);
  });
  await session.send('Audits.enable');
  return { session, issues };
}

/** The CSP hash source of every <style> of the page (document and shadow roots, nested ones too), with where it is. */
function inlineStyleSources(page: Page): Promise<{ source: string; where: string }[]> {
  return page.evaluate(async () => {
    const styles: HTMLStyleElement[] = [];
    const visit = (root: Document | ShadowRoot) => {
      styles.push(...root.querySelectorAll('style'));
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
    return Promise.all(
      styles.map(async (style) => {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(style.textContent));
        const source = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
        return {
          source,
          where: `<style> in ${style.getRootNode() === document ? 'document' : (style.getRootNode() as ShadowRoot).host.localName}: ${style.textContent.slice(0, 60)}`,
        };
      }),
    );
  });
}

/** Every <style> of the page whose SHA-256 is not among `sources`. */
async function stylesNotInPolicy(page: Page, sources: string[]): Promise<string[]> {
  const styles = await inlineStyleSources(page);
  if (styles.length === 0) return ['no <style> at all: the page CSS is no longer inlined'];
  return styles.filter(({ source }) => !sources.includes(source)).map(({ source, where }) => `${source} for ${where}`);
}

/** The hashes of `sources` that name no <style> of the page: what another page's styles would add to its policy. */
async function hashesForNoStyleOfPage(page: Page, sources: string[]): Promise<string[]> {
  const onPage = new Set((await inlineStyleSources(page)).map(({ source }) => source));
  return sources.filter((source) => source.startsWith("'sha256-") && !onPage.has(source));
}

/** Adds an inline <style> the build never emitted to the page's HTML (the CSP header stays as served). */
async function injectUnhashedStyle(page: Page): Promise<void> {
  await page.route('**/sobre', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</head>', '<style>main { outline: 1px solid red; }</style></head>');
    await route.fulfill({ response, body });
  });
}

for (const path of PATHS) {
  test(`${path}: every inline <style> is in the style policy, which names no other, and nothing violates it with JavaScript on`, async ({
    page,
  }) => {
    await recordFromStart(page);
    const response = await page.goto(path);
    expect(styleElementSources(response)).toContain("'self'");
    expect(styleElementSources(response)).not.toContain("'unsafe-inline'");
    await page.waitForLoadState('networkidle');
    expect(await stylesNotInPolicy(page, styleElementSources(response))).toEqual([]);
    expect(await hashesForNoStyleOfPage(page, styleElementSources(response)), "hashes of other pages' styles").toEqual(
      [],
    );
    expect(await recordedViolations(page)).toEqual([]);
    expect(await scriptAddedHeadStyles(page, await response!.text()), '<style> added to <head>').toEqual([]);
  });
}

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PATHS) {
    test(`${path}: no CSP violation`, async ({ page }) => {
      const { issues } = await cspIssues(page);
      // Loaded (goto waits for the load event): with JavaScript off nothing is requested later that CSP could refuse.
      await page.goto(path);
      // The page's CSS applied: its inline <style> passed the policy (the body's background is the tokens' dark one).
      expect(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
      expect(issues).toEqual([]);
    });
  }

  test('control: an inline <style> the build did not emit is reported', async ({ page }) => {
    const { issues } = await cspIssues(page);
    await injectUnhashedStyle(page);
    await page.goto('/sobre');
    await expect.poll(() => issues).toEqual([expect.stringMatching(/^style-src-elem/)]);
  });
});

test('control: an inline <style> the build did not emit is missing from the policy and reported', async ({ page }) => {
  await recordFromStart(page);
  await injectUnhashedStyle(page);
  const response = await page.goto('/sobre');
  expect(await stylesNotInPolicy(page, styleElementSources(response))).toEqual([
    expect.stringMatching(/for <style> in document: main \{ outline/),
  ]);
  await expect.poll(() => recordedViolations(page)).toEqual([expect.stringMatching(/^style-src-elem blocked inline/)]);
  await page.evaluate(() =>
    document.head.append(Object.assign(document.createElement('style'), { textContent: 'p {}' })),
  );
  const served = await response!.text();
  await expect.poll(() => scriptAddedHeadStyles(page, served)).toEqual(['p {}']);
});

test('/sobre: a toast shows without any <style> added to <head> and without a CSP violation', async ({ page }) => {
  await recordFromStart(page);
  const response = await page.goto('/sobre');
  const form = page.locator('echojam-contact-form');
  await form.getByLabel('Nome').fill('Ana Souza');
  await form.getByLabel('E-mail').fill('ana@exemplo.com');
  await form.getByLabel('Mensagem').fill('Vocês vão ter versão para celular?');
  await form.locator('button[type="submit"]').click();
  const toast = page.locator('echojam-toaster [data-sonner-toast]');
  await expect(toast).toBeVisible({ timeout: 5000 });
  // sonner's stylesheet is the toaster's own (adopted in its shadow root): the toast is positioned by it.
  expect(await toast.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
  expect(await scriptAddedHeadStyles(page, await response!.text()), '<style> added to <head>').toEqual([]);
  expect(await page.evaluate(() => document.head.querySelectorAll('style').length), 'the page CSS only').toBe(1);
  expect(await recordedViolations(page)).toEqual([]);
});
