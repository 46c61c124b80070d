import { expect, test } from '@playwright/test';
import { DOWNLOAD_LINKS, OS_LABELS, PRODUCT_NAME } from '../../src/config.ts';
import { COMPARISON_ROWS } from '../../src/content/comparison.ts';
import { HOME_FEATURES } from '../../src/content/features.ts';
import { PLAYER_PREVIEW_SIZE } from '../../src/content/player-preview.ts';
import { downloadBarTitle } from '../../src/content/download-bar.ts';
import { SITE_ROUTES } from '../../src/build/site-routes.ts';
import { MAIN_NAV } from '../../src/content/routes.ts';
import { FOOTER_BADGES } from '../../src/shell/footer.ts';
import { DOWNLOAD_BUTTON_LABEL, FOOTER_GROUPS, socialProfiles } from '../../src/shell/links.ts';
import { webFacesSettled } from './brand-faces.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { sourceText } from './page-source.ts';

const PAGES = SITE_ROUTES.filter((route) => route.path !== '/404');

test.describe('site shell on every page', () => {
  for (const route of PAGES) {
    test(`${route.path}: navigation, active link, download button and footer`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);

      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link')).toHaveText([
        ...MAIN_NAV.map((link) => link.label),
        new RegExp(DOWNLOAD_BUTTON_LABEL),
      ]);
      const current = nav.locator('a[aria-current="page"]');
      if (route.navLabel) await expect(current).toHaveText(route.navLabel);
      else await expect(current).toHaveCount(0);

      const download = nav.getByRole('link', { name: new RegExp(DOWNLOAD_BUTTON_LABEL) });
      await expect(download).toHaveAttribute('href', DOWNLOAD_LINKS.windows);
      await expect(download).toHaveAttribute('target', '_blank');
      await expect(download).toHaveAttribute('rel', 'noopener noreferrer');

      const footer = page.getByRole('contentinfo');
      const footerNav = footer.getByRole('navigation', { name: 'Rodapé' });
      for (const link of FOOTER_GROUPS.flatMap((group) => group.links)) {
        await expect(footerNav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      }
      // The social links: a real link where the build was given the profile, otherwise a link with no
      // target (an <a> without href, role link, unavailable, named, not focusable).
      const social = footer.getByRole('list', { name: 'Redes sociais' });
      await expect(social.getByRole('listitem')).toHaveCount(socialProfiles().length);
      for (const profile of socialProfiles()) {
        if (profile.href === undefined) {
          const placeholder = social.getByRole('link', { name: profile.label, exact: true });
          await expect(placeholder).toHaveCount(1);
          await expect(placeholder).toHaveAttribute('aria-disabled', 'true');
          await expect(placeholder).not.toHaveAttribute('href');
          await expect(placeholder).not.toHaveAttribute('tabindex');
          await expect(placeholder).toHaveCSS('cursor', 'auto');
          // Quiet: no outline like a button's (its border is drawn in the transparent colour).
          expect(await placeholder.evaluate((link) => getComputedStyle(link).borderTopColor)).toBe(
            await placeholder.evaluate(() => {
              const probe = document.createElement('i');
              probe.style.color = 'transparent';
              document.body.append(probe);
              const transparent = getComputedStyle(probe).color;
              probe.remove();
              return transparent;
            }),
          );
          await placeholder.evaluate((link) => (link as HTMLElement).focus());
          await expect(placeholder).not.toBeFocused();
        } else {
          const link = social.getByRole('link', { name: new RegExp(`no ${profile.network}`) });
          await expect(link).toHaveAttribute('href', profile.href);
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()} EchoJam`);
      for (const badge of FOOTER_BADGES) await expect(footer.getByText(badge, { exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the footer links lead to pages that exist', async ({ request }) => {
    for (const link of [...MAIN_NAV, ...FOOTER_GROUPS.flatMap((group) => group.links)]) {
      const response = await request.get(link.href);
      expect(response.status(), link.href).toBe(200);
    }
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens with its button, closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Comunidade' }).click();
    await expect(page).toHaveURL(/\/comunidade$/);
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('works with the keyboard alone; Escape closes it', async ({ page }) => {
    await page.goto('/sobre');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // brand
    await page.keyboard.press('Tab'); // menu button
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#site-menu')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#site-menu a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('without JavaScript the menu still opens (native popover)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Produtos' })).toBeVisible();
    await context.close();
  });
});

test.describe('fixed download bar', () => {
  test('stays clear of the content, upgrades, and gives its space back once closed for the session', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const bar = page.locator('echojam-download-bar.site-download-bar');
    await expect(bar.locator('[part="title"]')).toHaveText(downloadBarTitle(PRODUCT_NAME));
    // The page reserves the bar's height at the bottom, so the footer's last line is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barBox = (await bar.locator('[part="bar"]').boundingBox())!;
    const copyrightBox = (await page.locator('.site-footer__copyright').boundingBox())!;
    expect(copyrightBox.y + copyrightBox.height).toBeLessThanOrEqual(barBox.y);

    await bar.getByRole('button', { name: 'Fechar barra de download' }).click();
    await expect(bar.locator('[part="bar"]')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/has-download-bar/);
    await page.goto('/player');
    await expect(page.locator('echojam-download-bar')).toBeHidden();
  });

  test('is shown on the pages its route says, not elsewhere', async ({ request }) => {
    for (const route of PAGES) {
      const html = await (await request.get(route.path)).text();
      expect(html.includes('<echojam-download-bar class="site-download-bar"'), route.path).toBe(route.downloadBar);
    }
  });
});

test.describe('404', () => {
  test('answers 404 with the page, a way home, and the missing path in the console', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sourceText('404.html', 'h1'));
    await page.getByRole('link', { name: sourceText('404.html', 'a') }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(warnings.some((text) => text.includes('/nao-existe'))).toBe(true);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/nao-existe');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('home', () => {
  test('headline, feature cards and comparison table are in the served HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(sourceText('index.html', 'h2', 'por-que'));
    expect(html).toMatch(/<table[\s\S]*<\/table>/);
    expect(html).toContain('"@type":"SoftwareApplication"');
  });

  test('has the hero downloads, the feature cards, the table and the screenshot; no errors, no axe violations', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sourceText('index.html', 'h1'));
    const main = page.getByRole('main');
    for (const os of Object.values(OS_LABELS)) {
      await expect(main.getByRole('link', { name: new RegExp(`Baixar para ${os}`) }).first()).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    const featuresHeading = page.getByRole('heading', { name: sourceText('index.html', 'h2', 'por-que') });
    const features = main.locator('section', { has: featuresHeading });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(HOME_FEATURES.map((feature) => feature.title));
    const table = main.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(COMPARISON_ROWS.length);
    const screenshot = main.locator('picture img');
    await expect(screenshot).toHaveAttribute('width', String(PLAYER_PREVIEW_SIZE.width));
    await expect(screenshot).toHaveAttribute('height', String(PLAYER_PREVIEW_SIZE.height));
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('the inline navigation holds each link on one line from its first width (60rem) up', async ({ page }) => {
  for (const width of [960, 1024, 1280]) {
    await page.setViewportSize({ width, height: 600 });
    await page.goto('/sobre');
    await webFacesSettled(page);
    const links = page.getByRole('navigation', { name: 'Principal' }).locator('.site-nav__link');
    await expect(links).toHaveCount(MAIN_NAV.length);
    const heights = await links.evaluateAll((elements) => elements.map((link) => link.getBoundingClientRect().height));
    const lineHeight = await links.first().evaluate((link) => parseFloat(getComputedStyle(link).lineHeight));
    for (const [index, height] of heights.entries()) {
      expect(height, `${MAIN_NAV[index]!.label} at ${width} px`).toBeLessThan(2 * lineHeight);
    }
  }
});
