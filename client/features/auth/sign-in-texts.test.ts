import { createI18n } from '../../lib/i18n/create-i18n';
import { signInPageStateOf, signInTitle } from './sign-in-texts';

test('the sign-in page carries its texts in every language, whichever the page is in', () => {
  const state = signInPageStateOf(createI18n('en'), 'it');
  expect(state.language).toBe('it');
  expect(state.texts.it.login.title).toBe('Accedi al tuo account');
  expect(state.texts.en.login.title).toBe('Sign in to your account');
  expect(state.texts.it.login.errors.invalidCredentials).toBe('Credenziali non valide. Riprova.');
  expect(state.texts.en.copyright).toBe('© 2025 Agency Back-office. All rights reserved.');
});

test('its tab title is the page title and the product name, as every page’s', () => {
  expect(signInTitle(signInPageStateOf(createI18n('en'), 'en').texts.en)).toBe('Login · Agency Back-office');
});
