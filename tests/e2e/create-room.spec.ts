import { expect, test, type Page } from '@playwright/test';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { animationsFinished } from './island-state.ts';
import { comeAliveInPlace, whenLive } from './widget-checks.ts';

/** <echojam-create-room> on /criar-sala: the built site over the production server. */

const TAG = 'echojam-create-room';

function upgraded(page: Page): Promise<void> {
  return whenLive(page, TAG);
}

/** Describes the focused element, looking into shadow roots: "tag|type|text or label". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const label = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    return `${active.localName}|${active.getAttribute('type') ?? ''}|${label}`;
  });
}

async function tabUntil(page: Page, wanted: RegExp, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (wanted.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached ${wanted}; last: ${await focused(page)}`);
}

test("the served HTML holds the widget's own render (form, and the app-only message) and it comes alive there", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/criar-sala')).text();
  expect(html).toMatch(
    /<echojam-create-room[^>]*><template shadowrootmode="open">[\s\S]*Nome da sala[\s\S]*Criar salas é exclusivo do app[\s\S]*<\/template><\/echojam-create-room>/,
  );
  const errors = collectConsoleErrors(page);
  await page.goto('/criar-sala');
  await upgraded(page);
  expect(await page.evaluate((tag) => document.querySelector(tag)!.shadowRoot!.mode, TAG)).toBe('open');
  await expect(page.getByRole('textbox', { name: 'Nome da sala' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar sala' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('keyboard only: name, room type, submit, the modal, Escape and back', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const requests: string[] = [];
  await page.goto('/criar-sala');
  await upgraded(page);
  await page.waitForLoadState('networkidle');
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

  await tabUntil(page, /^input\|text\|/);
  await page.keyboard.type('  Sexta do Rock  ');
  await expect(page.getByText('17/40')).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(/^input\|radio\|/);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Privada/ })).toBeChecked();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('button|submit|Criar sala');

  await page.evaluate((tag) => {
    const previews: unknown[] = ((window as unknown as { previews: unknown[] }).previews = []);
    document
      .querySelector(tag)!
      .addEventListener('echojam-room-preview', (event) => previews.push((event as CustomEvent).detail));
  }, TAG);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Criar salas é exclusivo do app' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { previews: unknown[] }).previews)).toEqual([
    { name: 'Sexta do Rock', type: 'private' },
  ]);
  await expect(dialog).toContainText('Sexta do Rock');
  expect(await focused(page)).toBe('button|button|Fechar');

  // The rest of the page is inert: Tab goes through the three downloads.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(/^a\|\|Baixar para Windows/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatch(/^a\|\|Baixar para Linux/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await focused(page)).toBe('button|submit|Criar sala');

  // Again, closed with the close button this time.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await focused(page)).toBe('button|submit|Criar sala');

  expect(requests, 'no request: no room is created').toEqual([]);
  expect(errors).toEqual([]);
});

test('a click on the backdrop closes the modal', async ({ page }) => {
  await page.goto('/criar-sala');
  await upgraded(page);
  await page.getByRole('textbox', { name: 'Nome da sala' }).fill('Jam');
  await page.getByRole('button', { name: 'Criar sala' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 200);
  await expect(dialog).toBeHidden();
});

test('the download buttons of the modal open the installer in a new tab', async ({ page }) => {
  await page.goto('/criar-sala');
  await upgraded(page);
  await page.getByRole('textbox', { name: 'Nome da sala' }).fill('Jam');
  await page.getByRole('button', { name: 'Criar sala' }).click();
  const links = page.getByRole('dialog').getByRole('link');
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
  }
});

test('axe finds nothing on the page, with the form and with the modal open', async ({ page }) => {
  await page.goto('/criar-sala');
  await upgraded(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Nome da sala' }).fill('Jam');
  await page.getByRole('button', { name: 'Criar sala' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await animationsFinished(page);
  expect(await axeViolations(page)).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`comes alive in place, shifting nothing, at ${width} px`, async ({ page }) => {
    const { before, after, shift } = await comeAliveInPlace(page, '/criar-sala', TAG, width);
    console.log(`[layout] /criar-sala ${width}px: build-time render ${before}px, live ${after}px, CLS ${shift}`);
    expect(after).toBe(before);
    expect(shift).toBeLessThanOrEqual(0.001);
  });
}
