import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { validationMessages, type ValidationKey, type ValidationMessages } from '../../../contract';
import { createI18n } from './create-i18n';
import { translateValidationMessages, useValidationMessages, validationMessageKey } from './validation-messages';

test('the English texts are the contract’s validation messages', () => {
  const i18n = createI18n('en');
  expect(translateValidationMessages(i18n.t)).toEqual(validationMessages);
});

test('every validation message has an Italian text of its own', () => {
  const italian = createI18n('it');
  const english = createI18n('en');
  for (const key of Object.keys(validationMessages) as ValidationKey[]) {
    const translationKey = validationMessageKey(key);
    expect(italian.exists(translationKey, { lng: 'it' })).toBe(true);
    expect(italian.t(translationKey)).not.toBe(english.t(translationKey));
  }
});

test('the sign-in messages live under the spec’s keys', () => {
  expect(validationMessageKey('identifierRequired')).toBe('login.errors.identifierRequired');
  expect(validationMessageKey('identifierInvalid')).toBe('login.errors.identifierInvalid');
  expect(validationMessageKey('loginPasswordMin')).toBe('login.errors.passwordMin');
  expect(validationMessageKey('usernameMin')).toBe('validation.usernameMin');
});

test('a page translates the messages once per language, and gets the new language’s after a change', async () => {
  const i18n = createI18n('en');
  const seen: ValidationMessages[] = [];
  function Probe() {
    seen.push(useValidationMessages());
    return null;
  }
  const page = createElement(I18nextProvider, { i18n }, createElement(Probe));
  renderToStaticMarkup(page);
  renderToStaticMarkup(page);
  await i18n.changeLanguage('it');
  renderToStaticMarkup(page);

  const [first, second, italian] = seen;
  expect(first).toEqual(validationMessages);
  expect(second).toBe(first);
  expect(italian).toEqual(translateValidationMessages(createI18n('it').t));
  expect(italian).not.toEqual(first);
});
