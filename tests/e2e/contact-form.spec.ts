import { expect, test, type Page } from '@playwright/test';
import {
  CONTACT_SENDING_LABEL,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
} from '../../src/content/contact.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { animationsFinished } from './island-state.ts';
import { comeAliveInPlace, layoutShift, trackLayoutShift, whenLive } from './widget-checks.ts';

const TAG = 'echojam-contact-form';
const SUCCESS_TITLE = CONTACT_SUCCESS_TITLE;
const SUCCESS_DESCRIPTION = CONTACT_SUCCESS_DESCRIPTION;

/** The name of the form field that has keyboard focus, if any. */
function focusedField(page: Page): Promise<string | null> {
  return page.evaluate((tag) => {
    const host = document.activeElement;
    if (host?.localName !== tag) return null;
    const inner = host.shadowRoot?.activeElement as HTMLInputElement | HTMLButtonElement | null;
    return inner ? (inner.getAttribute('name') ?? inner.getAttribute('type')) : null;
  }, TAG);
}

async function tabUntil(page: Page, field: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if ((await focusedField(page)) === field) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the ${field} field`);
}

test.describe('<echojam-contact-form> on /sobre', () => {
  test('the whole flow with the keyboard alone: messages, sending, the toast, cleared fields', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/sobre');
    await whenLive(page, TAG);
    const form = page.locator(TAG);
    const name = form.getByLabel('Nome');
    const email = form.getByLabel('E-mail');
    const message = form.getByLabel('Mensagem');
    const submit = form.locator('button[type="submit"]');

    await tabUntil(page, 'submit');
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Informe seu nome.');
    await expect(email).toHaveAccessibleDescription('Informe seu e-mail.');
    await expect(message).toHaveAccessibleDescription('Escreva sua mensagem.');

    await page.keyboard.type('Ana Souza');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana@');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Vocês vão ter versão para celular?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Informe um e-mail válido, como nome@exemplo.com.');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('exemplo.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText(CONTACT_SENDING_LABEL);
    const toastItem = page.locator('echojam-toaster [data-sonner-toast]').filter({ hasText: SUCCESS_TITLE });
    await expect(toastItem).toBeVisible({ timeout: 3000 });
    await expect(toastItem.locator('[data-title]')).toHaveText(SUCCESS_TITLE);
    await expect(toastItem.locator('[data-description]')).toHaveText(SUCCESS_DESCRIPTION);
    await expect(page.locator('echojam-toaster section[aria-live="polite"]')).toContainText(SUCCESS_TITLE);
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveText('Enviar mensagem');
    await expect(submit).toBeFocused();
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(page.locator('echojam-toaster'), 'one toast area').toHaveCount(1);
    await expect(toastItem).toHaveAttribute('data-mounted', 'true');
    await animationsFinished(page);
    await page.screenshot({ path: 'test-results/contact-form-toast-1280.png' });
    expect(await axeViolations(page)).toEqual([]);
    expect(requests, 'the form sends nothing').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('at 375 px the toast fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/sobre');
    await whenLive(page, TAG);
    const form = page.locator(TAG);
    await form.getByLabel('Nome').fill('Ana');
    await form.getByLabel('E-mail').fill('ana@exemplo.com');
    await form.getByLabel('Mensagem').fill('Oi!');
    await form.locator('button[type="submit"]').click();
    const toastItem = page.locator('echojam-toaster [data-sonner-toast]').filter({ hasText: SUCCESS_TITLE });
    await expect(toastItem).toBeVisible({ timeout: 3000 });
    // Sonner slides a toast in once it is mounted: visible (at opacity 0) comes before the slide starts.
    await expect(toastItem).toHaveAttribute('data-mounted', 'true');
    await animationsFinished(page);
    const box = (await toastItem.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    await page.screenshot({ path: 'test-results/contact-form-toast-375.png' });
  });

  test("creates the page's one toast area, at the end of the body, when the first toast is asked for", async ({
    page,
  }) => {
    await page.goto('/sobre');
    await whenLive(page, TAG);
    await expect(page.locator('echojam-toaster'), 'no toast area before a toast').toHaveCount(0);
    const form = page.locator(TAG);
    await form.getByLabel('Nome').fill('Ana');
    await form.getByLabel('E-mail').fill('ana@exemplo.com');
    await form.getByLabel('Mensagem').fill('Oi!');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('echojam-toaster [data-sonner-toast]').filter({ hasText: SUCCESS_TITLE })).toBeVisible({
      timeout: 3000,
    });
    await expect(page.locator('echojam-toaster')).toHaveCount(1);
    expect(await page.evaluate(() => document.querySelector('echojam-toaster')!.parentElement === document.body)).toBe(
      true,
    );
  });

  for (const width of [375, 1280]) {
    test(`scrolling down to the form shifts nothing at ${width} px`, async ({ page }) => {
      await trackLayoutShift(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/sobre');
      for (let step = 0; step < 40; step++) {
        await page.mouse.wheel(0, 250);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      await whenLive(page, TAG);
      await animationsFinished(page);
      const shift = await layoutShift(page);
      console.log(`[layout] /sobre scrolled ${width}px: CLS ${shift}`);
      expect(shift).toBeLessThanOrEqual(0.01);
    });

    test(`comes alive in place, shifting nothing, at ${width} px`, async ({ page }) => {
      const { before, after, shift } = await comeAliveInPlace(page, '/sobre#contato', TAG, width);
      console.log(`[layout] /sobre#contato ${width}px: build-time render ${before}px, live ${after}px, CLS ${shift}`);
      expect(after).toBe(before);
      expect(shift).toBeLessThanOrEqual(0.001);
    });
  }
});
