import { z } from 'zod';

/** The languages and themes every page is rendered in. */
export const THEMES = ['classic', 'dark', 'ocean', 'sunset', 'forest'] as const;
export type Theme = (typeof THEMES)[number];
export const themeSchema = z.enum(THEMES);

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = z.enum(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
/** Language used when nothing else decides. */
export const FALLBACK_LANGUAGE: Language = 'en';
/** The language cookie (and local storage key) that the client's language detector writes and the server reads. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
