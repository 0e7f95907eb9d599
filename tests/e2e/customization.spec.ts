import type { Page } from '@playwright/test';
import { AVATAR_MAX_BYTES, type Language, type Preferences } from '../../contract';
import { SUCCESS_BANNER_MS } from '../../client/lib/ui-constants';
import { signInWithApi } from './support/api-session';
import { expectNoHorizontalOverflow } from './support/layout-checks';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { advanceUntilShown, expectShownFor, pausePageClock } from './support/page-clock';
import { expect, test } from './support/test';
import { VIEWPORTS, languageLayouts, pairedLayouts } from './support/viewports';

const TEXTS = {
  it: {
    save: 'Salva impostazioni',
    saved: 'Impostazioni salvate con successo!',
    removePicture: 'Rimuovi immagine',
    tooLarge: "L'immagine deve essere al massimo di 2 MB.",
    wrongType: "L'immagine deve essere un file JPG, PNG o WebP.",
    ocean: 'Oceano',
    otherLanguage: 'English',
  },
  en: {
    save: 'Save settings',
    saved: 'Settings saved successfully!',
    removePicture: 'Remove picture',
    tooLarge: 'The picture must be at most 2 MB.',
    wrongType: 'The picture must be a JPG, PNG or WebP image.',
    ocean: 'Ocean',
    otherLanguage: 'Italiano',
  },
} satisfies Record<Language, Record<string, string>>;

/** A valid 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function savedPreferences(page: Page): Promise<Preferences> {
  return (await (await page.request.get('/api/users/me/preferences')).json()) as Preferences;
}

async function openCustomization(page: Page, language: Language) {
  const account = await createNamedAccount(uniqueUsername('custom'), 'editor', language);
  await signInWithApi(page.request, account);
  await page.goto('/admin/customization');
  return account;
}

const menuPicture = (page: Page) => page.locator('.profile-menu__trigger img.avatar');
const menuInitials = (page: Page) => page.locator('.profile-menu__trigger span.avatar');

for (const { language, viewport } of languageLayouts()) {
  const text = TEXTS[language];

  test.describe(`customization in ${language} at ${VIEWPORTS[viewport].width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
    });

    test('a picture over 2 MB, or a text file named .png, is refused and changes nothing', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 415/);
      await openCustomization(page, language);
      const before = await savedPreferences(page);
      const save = page.getByRole('button', { name: text.save });
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/users/me/avatar')) uploads.push(request.method());
      });

      // Checked before upload: nothing is sent.
      await page.locator('#avatar-file').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(AVATAR_MAX_BYTES + 1024 * 1024) });
      await expect(page.locator('#avatar-file-error')).toHaveText(text.tooLarge);
      await expectNoHorizontalOverflow(page, 'the customization page');
      await expect(save).toBeDisabled();
      expect(uploads).toEqual([]);

      // The name and the declared type say PNG: only the server, reading the bytes, can tell.
      await page.locator('#avatar-file').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Just some notes, not a picture.\n') });
      await expect(page.locator('#avatar-file-error')).toBeHidden();
      const upload = page.waitForResponse((response) => response.url().endsWith('/api/users/me/avatar'));
      await save.click();
      expect((await upload).status()).toBe(415);
      // Where the user is looking: by the button just pressed.
      await expect(page.getByRole('alert').filter({ hasText: text.wrongType })).toBeInViewport();
      expect(uploads).toEqual(['POST']);

      expect(await savedPreferences(page)).toEqual(before);
      await expect(menuPicture(page)).toHaveCount(0);
      await expect(page.locator('.avatar-editor__preview img')).toHaveCount(0);
      await expect(save).toBeDisabled();
    });

    test('a valid PNG shows at once in the profile menu and survives a reload; removing it brings the initials back', async ({ page }) => {
      const account = await openCustomization(page, language);
      const save = page.getByRole('button', { name: text.save });

      await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.locator('.avatar-editor__preview img')).toHaveAttribute('src', /^data:image\/png;base64,/);
      await expect(menuPicture(page), 'not before saving').toHaveCount(0);
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeInViewport();
      await expect(menuPicture(page)).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f-]{36}$/);
      await expect.poll(() => menuPicture(page).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

      await page.reload();
      await expect(menuPicture(page)).toHaveAttribute('src', /^\/api\/avatars\//);
      expect((await savedPreferences(page)).profile_picture_url).toMatch(/^\/api\/avatars\//);

      await page.getByRole('button', { name: text.removePicture }).click();
      await save.click();
      await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeInViewport();
      await expect(menuPicture(page)).toHaveCount(0);
      await expect(menuInitials(page)).toHaveText(account.username.slice(0, 2).toUpperCase());
      expect((await savedPreferences(page)).profile_picture_url).toBeNull();
    });
  });
}

for (const { language, viewport } of pairedLayouts()) {
  const text = TEXTS[language];
  const otherLanguage: Language = language === 'it' ? 'en' : 'it';

  test(`theme, language and initials are saved and apply at once (${language} at ${VIEWPORTS[viewport].width} px)`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.clock.install();
    await openCustomization(page, language);
    const save = page.getByRole('button', { name: text.save });
    await expect(save).toBeDisabled();

    await page.getByRole('radio', { name: text.ocean }).check();
    await page.getByRole('radio', { name: text.otherLanguage }).check();
    await page.getByLabel(language === 'it' ? 'Iniziali' : 'Initials').fill('qa');
    await page.locator('#avatar-color').fill('#10b981');
    await expect(page.locator('.avatar-editor__preview .avatar')).toHaveText('QA');
    await pausePageClock(page);
    await save.click({ force: true });

    // Said in the language of the moment it is shown (with the clock paused, the switch may come after it).
    const saved = page.getByRole('status').filter({ hasText: new RegExp(`^(${TEXTS.it.saved}|${TEXTS.en.saved})$`) });
    await advanceUntilShown(saved);
    await expect(saved).toBeInViewport();
    await expectShownFor(saved, SUCCESS_BANNER_MS);
    await page.clock.resume();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'ocean');
    await expect(page.locator('html')).toHaveAttribute('lang', otherLanguage);
    await expect(menuInitials(page)).toHaveText('QA');
    await expect(menuInitials(page)).toHaveCSS('background-color', 'rgb(16, 185, 129)');
    await expect(page.getByRole('button', { name: TEXTS[otherLanguage].save })).toBeDisabled();

    expect(await savedPreferences(page)).toMatchObject({ theme: 'ocean', language: otherLanguage, initials: 'qa', initials_color: '#10B981' });
    const response = await page.reload();
    expect(await response?.text()).toContain('data-theme="ocean"');
    await expect(page.getByRole('radio', { name: TEXTS[otherLanguage].ocean })).toBeChecked();
    await expect(page.locator('#avatar-color')).toHaveValue('#10b981');
  });
}
