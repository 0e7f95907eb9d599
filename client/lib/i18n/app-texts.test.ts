import { loadAppTexts } from './app-texts';
import { createI18n } from './create-i18n';

test('a page starts with the common texts alone and gets the areas’ texts, in every language, once', async () => {
  const i18n = createI18n('en');
  expect(i18n.t('login.title')).toBe('Sign in to your account');
  expect(i18n.exists('admin:pages.createUser')).toBe(false);

  const first = loadAppTexts(i18n);
  expect(loadAppTexts(i18n)).toBe(first);
  await first;

  expect(i18n.t('admin:pages.createUser')).toBe('User administration');
  expect(i18n.t('admin:pages.createUser', { lng: 'it' })).toBe('Gestione utenti');
  expect(i18n.exists('creator:title', { lng: 'it' })).toBe(true);
});
