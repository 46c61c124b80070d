import { expect, test, type Page } from '@playwright/test';
import { DOWNLOAD_LINKS, PRODUCT_NAME, SITE_URL } from '../../src/config.ts';
import { downloadBarTitle } from '../../src/content/download-bar.ts';
import { WORKBENCH_WIDGETS } from '../../src/build/site-routes.ts';
import { gotoParsed, holdScripts, pageScripts } from './held-scripts.ts';
import { painted, whenWidgetsLive } from './island-state.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { layoutShift, trackLayoutShift } from './widget-checks.ts';

/** Every widget with a workbench page (the folders of widgets/, by src/workbench/workbench-pages.ts). */
const TAGS = WORKBENCH_WIDGETS.map((name) => `echojam-${name}`);
/** The workbench's own controls and copy buttons (not the widgets', in their shadow roots). */
const CONTROLS = ':is(.workbench-panel__fields :is(input, select), button[data-copy])';

/** A widget's page on the workbench: echojam-faq → /widgets/faq. */
function pageOf(tag: string): string {
  return `/widgets/${tag.replace(/^echojam-/, '')}`;
}

/** The panel's place and size in the page (page coordinates), and the page's height. */
function panelBox(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const box = document.querySelector('.workbench-panel')!.getBoundingClientRect();
    return [document.documentElement.scrollHeight, box.top + window.scrollY, box.left, box.width, box.height];
  });
}

test.describe("/widgets, the developers' workbench", () => {
  test('the index links to one page per widget, each titled with its element', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/widgets');
    const links = page.locator('.workbench-list').getByRole('link');
    await expect(links).toHaveText(TAGS.map((tag) => `<${tag}>`));
    expect(await axeViolations(page)).toEqual([]);
    await links.filter({ hasText: '<echojam-faq>' }).click();
    await expect(page).toHaveURL(/\/widgets\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('<echojam-faq>');
    await expect(
      page.getByRole('navigation', { name: 'Widgets da bancada' }).locator('[aria-current="page"]'),
    ).toHaveText('echojam-faq');
    expect(errors).toEqual([]);
  });

  for (const tag of TAGS) {
    test.describe(pageOf(tag), () => {
      test('shows the widget live with its controls; no errors, no axe violations', async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await page.goto(pageOf(tag));
        await whenWidgetsLive(page, [tag]);
        const panel = page.locator('.workbench-panel');
        await expect(panel.locator(`${tag} .widget-root`)).not.toBeEmpty();
        await expect(panel.getByRole('form', { name: `Atributos de ${tag}` })).toBeVisible();
        await expect(panel.locator(`${CONTROLS}:disabled`)).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });

      test('nothing moves when the held scripts arrive and the panel comes alive', async ({ page }) => {
        const errors = collectConsoleErrors(page);
        await trackLayoutShift(page);
        await page.setViewportSize({ width: 375, height: 812 });
        // The panel's and the widget's code held; the site's own script runs (it adds the brand's web faces).
        const scripts = await holdScripts(page, await pageScripts(page, pageOf(tag)));
        await gotoParsed(page, pageOf(tag));
        await painted(page);
        const before = await panelBox(page);

        await scripts.release();
        await expect(page.locator(`${CONTROLS}:disabled`)).toHaveCount(0);
        await whenWidgetsLive(page, [tag]);
        await painted(page);
        expect(await panelBox(page)).toEqual(before);
        expect(await layoutShift(page)).toBe(0);
        expect(errors).toEqual([]);
      });

      test.describe('with JavaScript off', () => {
        test.use({ javaScriptEnabled: false });

        test('the panel is in the HTML: the widget rendered, its controls in their initial state, both snippets', async ({
          page,
        }) => {
          await page.goto(pageOf(tag));
          const panel = page.locator('.workbench-panel');
          await expect(panel.locator(`${tag} .widget-root`)).not.toBeEmpty();
          // The fieldset disables the controls until the script is there; the copy buttons are disabled too.
          await expect(panel.locator(`${CONTROLS}:enabled`)).toHaveCount(0);
          await expect(panel.getByText('Os controles precisam de JavaScript.')).toBeVisible();
          await expect(panel.locator('.workbench-snippet')).toContainText(`<${tag}`);
          // The pre-rendered HTML waits in a closed disclosure, which opens without a script.
          const prerendered = panel.locator('.workbench-prerendered');
          await expect(prerendered).toBeHidden();
          await panel.getByText('Mostrar o HTML').click();
          await expect(prerendered).toBeVisible();
          await expect(prerendered).toContainText(`><template shadowrootmode="open"><style>`);
        });
      });
    });
  }

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test("the download bar starts inline, and the player's image waits until it is near", async ({ page }) => {
      await page.goto('/widgets/download-bar');
      const panel = page.locator('.workbench-panel');
      await expect(panel.getByLabel('variant')).toHaveValue('inline');
      await expect(panel.locator('.workbench-snippet')).toHaveText(
        /^<script type="module" src="[^"]+\/embed\/v1\/echojam\.js"><\/script>\n<echojam-download-bar variant="inline"><\/echojam-download-bar>$/,
      );
      await expect(panel.locator('echojam-download-bar [part="title"]')).toHaveText(downloadBarTitle(PRODUCT_NAME));
      await page.goto('/widgets/player-demo');
      await expect(page.locator('echojam-player-demo picture img')).toHaveAttribute('loading', 'lazy');
    });
  });

  test('edits attributes live, logs events and updates both snippets', async ({ page }) => {
    const renderer: string[] = [];
    page.on('request', (request) => {
      if (/render-widget-html/.test(request.url())) renderer.push(request.url());
    });
    await page.goto('/widgets/download-bar');
    const panel = page.locator('.workbench-panel');
    const bar = panel.locator('echojam-download-bar');
    const windows = bar.getByRole('link', { name: /Windows/ });
    await expect(windows).toHaveAttribute('href', DOWNLOAD_LINKS.windows);
    await whenWidgetsLive(page, ['echojam-download-bar']);
    // The pre-rendered HTML came with the page: React's server renderer is not loaded for it.
    expect(renderer).toEqual([]);

    await panel.getByLabel('windows-url').fill('https://parceiro.example/echojam.zip');
    await expect(bar).toHaveAttribute('windows-url', 'https://parceiro.example/echojam.zip');
    await expect(windows).toHaveAttribute('href', 'https://parceiro.example/echojam.zip');
    await expect(panel.locator('.workbench-snippet')).toContainText(
      '<echojam-download-bar variant="inline" windows-url="https://parceiro.example/echojam.zip"></echojam-download-bar>',
    );
    const prerendered = panel.locator('.workbench-prerendered');
    await expect(prerendered).toContainText(
      '<echojam-download-bar variant="inline" windows-url="https://parceiro.example/echojam.zip"><template shadowrootmode="open">',
    );
    await expect(prerendered).toContainText('href="https://parceiro.example/echojam.zip"');

    await panel.getByLabel('windows-url').fill('javascript:alert(1)');
    await expect(windows).toHaveAttribute('href', DOWNLOAD_LINKS.windows);
    await expect(prerendered).toContainText(`href="${DOWNLOAD_LINKS.windows}"`);

    await page.context().route('https://parceiro.example/**', (route) => route.abort());
    await page.context().route(DOWNLOAD_LINKS.windows, (route) => route.abort());
    const log = panel.getByRole('list', { name: 'Eventos de echojam-download-bar' });
    await expect(log).toHaveText('Nenhum evento ainda: interaja com o widget.');
    const popup = page.waitForEvent('popup');
    await windows.click();
    await (await popup).close();
    await expect(log).toHaveText(/^\d{2}:\d{2}:\d{2} echojam-download {"os":"windows"[^]*}\s*$/);

    await panel.getByLabel('persistent').check();
    await expect(bar).toHaveAttribute('persistent', '');
    await expect(panel.locator('.workbench-snippet')).toContainText(
      '<echojam-download-bar variant="inline" persistent windows-url=',
    );

    await panel.getByLabel('variant').selectOption('');
    await expect(bar).not.toHaveAttribute('variant');
    await expect(bar.locator('[part="bar"]')).toHaveCSS('position', 'fixed');
  });
});

test.describe('/parceiros, the partner guide', () => {
  test('documents the download bar and the player, with a live example of each', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/parceiros');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leve o EchoJam para o seu site');
    await expect(
      page.getByRole('table', { name: 'Atributos de <echojam-download-bar>' }).locator('tbody tr'),
    ).toHaveCount(6);
    await expect(page.getByRole('table', { name: 'Atributos de <echojam-player-demo>' })).toBeVisible();
    // The configured site address, or (none configured) the guide's own, written in by the site's script.
    await expect(page.getByText(`script-src ${SITE_URL ?? new URL(page.url()).origin}`, { exact: true })).toBeVisible();
    const example = page.locator('echojam-download-bar.partner-example');
    await example.scrollIntoViewIfNeeded();
    await expect(example.locator('[part="title"]')).toHaveText(downloadBarTitle(PRODUCT_NAME));
    // The player's live example is its workbench page, linked from the guide (the guide's HTML stays in 14 KiB).
    await expect(page.getByRole('link', { name: 'veja o player funcionando' })).toHaveAttribute(
      'href',
      '/widgets/player-demo',
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('serves the manifest and the type declarations it links to', async ({ request }) => {
    const manifest = await (await request.get('/embed/v1/custom-elements.json')).json();
    expect(
      manifest.modules.map((module: { declarations: { tagName: string }[] }) => module.declarations[0]!.tagName),
    ).toContain('echojam-download-bar');
    for (const file of ['echojam.d.ts', 'echojam-jsx.d.ts']) {
      const response = await request.get(`/embed/v1/${file}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("'echojam-player-demo'");
    }
  });
});
