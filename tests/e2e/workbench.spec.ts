import { expect, test } from '@playwright/test';
import { DOWNLOAD_LINKS } from '../../src/config.ts';
import { WIDGET_CONTRACTS } from '../../src/build/widget-contracts.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';

test.describe('/widgets, the developers\' workbench', () => {
  test('shows every widget live with its controls; no errors, no axe violations', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/widgets');
    const panels = page.locator('.workbench-panel');
    await expect(panels).toHaveCount(WIDGET_CONTRACTS.length - 1); // the toast area has no panel
    for (const contract of WIDGET_CONTRACTS.filter((candidate) => candidate.tag !== 'echojam-toaster')) {
      const panel = page.locator(`.workbench-panel:has(${contract.tag})`);
      await panel.scrollIntoViewIfNeeded();
      await expect(panel.locator(`${contract.tag} .widget-root`)).not.toBeEmpty();
      await expect(panel.getByRole('form', { name: `Atributos de ${contract.tag}` })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('edits attributes live, logs events and updates the embed code', async ({ page }) => {
    await page.goto('/widgets');
    const panel = page.locator('#download-bar');
    // A widget's code loads when its element is near the viewport.
    await panel.scrollIntoViewIfNeeded();
    const bar = panel.locator('echojam-download-bar');
    const windows = bar.getByRole('link', { name: /Windows/ });
    await expect(windows).toHaveAttribute('href', DOWNLOAD_LINKS.windows);

    await panel.getByLabel('windows-url').fill('https://parceiro.example/echojam.zip');
    await expect(windows).toHaveAttribute('href', 'https://parceiro.example/echojam.zip');
    await expect(panel.locator('.workbench-snippet')).toContainText('<echojam-download-bar variant="inline" windows-url="https://parceiro.example/echojam.zip"></echojam-download-bar>');

    await panel.getByLabel('windows-url').fill('javascript:alert(1)');
    await expect(windows).toHaveAttribute('href', DOWNLOAD_LINKS.windows);

    await page.context().route('https://parceiro.example/**', (route) => route.abort());
    await page.context().route(DOWNLOAD_LINKS.windows, (route) => route.abort());
    const popup = page.waitForEvent('popup');
    await windows.click();
    await (await popup).close();
    await expect(panel.getByRole('list', { name: 'Eventos de echojam-download-bar' })).toContainText('echojam-download {"os":"windows"');

    await panel.getByLabel('variant').selectOption('');
    await expect(bar).not.toHaveAttribute('variant');
    await expect(bar.locator('[part="bar"]')).toHaveCSS('position', 'fixed');
  });
});

test.describe('/parceiros, the partner guide', () => {
  test('documents the download bar and the player, with live examples', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/parceiros');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leve o EchoJam para o seu site');
    await expect(page.getByRole('table', { name: 'Atributos de <echojam-download-bar>' }).locator('tbody tr')).toHaveCount(6);
    await expect(page.getByRole('table', { name: 'Atributos de <echojam-player-demo>' })).toBeVisible();
    await expect(page.getByText('script-src https://echojam.app')).toBeVisible();
    const example = page.locator('echojam-download-bar.partner-example');
    await example.scrollIntoViewIfNeeded();
    await expect(example.locator('[part="title"]')).toHaveText('Baixe o EchoJam agora');
    const player = page.locator('echojam-player-demo.partner-example');
    await player.scrollIntoViewIfNeeded();
    await expect(player.locator('.widget-root')).not.toBeEmpty();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('serves the manifest and the type declarations it links to', async ({ request }) => {
    const manifest = await (await request.get('/embed/v1/custom-elements.json')).json();
    expect(manifest.modules.map((module: { declarations: { tagName: string }[] }) => module.declarations[0]!.tagName)).toContain('echojam-download-bar');
    for (const file of ['echojam.d.ts', 'echojam-jsx.d.ts']) {
      const response = await request.get(`/embed/v1/${file}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("'echojam-player-demo'");
    }
  });
});
