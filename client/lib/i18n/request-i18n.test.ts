import { createRequestI18n } from './request-i18n';

test('requests get one instance per language, sharing the translations', () => {
  const forRequest = createRequestI18n();
  const italian = forRequest('it');
  const english = forRequest('en');
  expect(italian.language).toBe('it');
  expect(english.language).toBe('en');
  expect(italian.t('admin:pages.createUser')).toBe('Gestione utenti');
  expect(english.t('admin:pages.createUser')).toBe('User administration');
  expect(forRequest('it')).toBe(italian);
  expect(forRequest('it').t('admin:pages.createUser')).toBe('Gestione utenti');
});
