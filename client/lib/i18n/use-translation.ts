import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext, useTranslation as useLiveTranslation, type UseTranslationOptions } from 'react-i18next';

type Translation = ReturnType<typeof useLiveTranslation>;

const serverTranslations = new WeakMap<I18n, Map<string, Translation>>();

/**
 * A `t` that looks each plain text up once: a key asked for without options always gives the same
 * text on the server, where the resources never change, and i18next copies all its options on every call.
 */
function cachingPlainTexts(t: Translation['t']): Translation['t'] {
  const texts = new Map<string, unknown>();
  const call = t as unknown as (...args: unknown[]) => unknown;
  const cached = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return call(key, ...rest);
    if (!texts.has(key)) texts.set(key, call(key));
    return texts.get(key);
  };
  return Object.assign(cached, t) as unknown as Translation['t'];
}

/**
 * On the server a render has one language, all its texts, and no second pass: each instance,
 * language and namespace list has one `t`, made once. (react-i18next copies the whole i18next
 * instance on every mount so that a language change re-renders the component: on the server that
 * copy was a sixth of a page's render, for a change that never comes.)
 */
function useServerTranslation(ns?: string | readonly string[], options?: UseTranslationOptions<undefined>): Translation {
  const { i18n } = useContext(I18nContext);
  const language = options?.lng ?? i18n.language;
  const key = JSON.stringify([language, ns ?? null, options?.keyPrefix ?? null]);
  let translations = serverTranslations.get(i18n);
  if (!translations) serverTranslations.set(i18n, (translations = new Map()));
  let translation = translations.get(key);
  if (!translation) {
    const namespaces = ns === undefined ? undefined : typeof ns === 'string' ? [ns] : [...ns];
    // The arguments react-i18next gives getFixedT, whose typing knows the key types but not this form.
    const getFixedT = i18n.getFixedT.bind(i18n) as (...args: unknown[]) => Translation['t'];
    const t = cachingPlainTexts(getFixedT(language, namespaces?.[0] ?? null, options?.keyPrefix, { scopeNs: namespaces }));
    translation = Object.assign([t, i18n, true] as const, { t, i18n, ready: true }) as unknown as Translation;
    translations.set(key, translation);
  }
  return translation;
}

/**
 * The texts of a component, for every component of the app: react-i18next's useTranslation in the
 * browser, where the language can change; on the server, the lighter server form above. Which one
 * runs is fixed for the life of the process, so every component calls the same hooks on every render.
 */
export const useTranslation: typeof useLiveTranslation = typeof document === 'undefined' ? (useServerTranslation as unknown as typeof useLiveTranslation) : useLiveTranslation;
