import type { Language, Theme } from '../../../contract';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export type ScreenTheme = Extract<Theme, 'classic' | 'dark'>;

export interface LanguageLayout {
  language: Language;
  viewport: ViewportName;
}

export interface ScreenLook {
  language: Language;
  theme: ScreenTheme;
}

export interface ViewportTheme {
  viewport: ViewportName;
  theme: ScreenTheme;
}

/**
 * How much of each test matrix runs: all of it (the default); each language and each width (or
 * theme) once (E2E_MATRIX=paired); or each test once, in the case the test names (E2E_MATRIX=single:
 * CI, for time), the named cases spread over the suite so that every language, width and theme is
 * in the run. A test that names no case runs its paired cases in every mode but the full one: the
 * checks of what a person sees at phone width in both languages.
 */
const MATRIX = process.env.E2E_MATRIX === 'paired' || process.env.E2E_MATRIX === 'single' ? process.env.E2E_MATRIX : 'full';

function casesOf<T>(cases: { full: T[]; paired: T[] }, single: T | T[] | undefined): T[] {
  if (MATRIX === 'single' && single) return Array.isArray(single) ? single : [single];
  return MATRIX === 'full' ? cases.full : cases.paired;
}

const LANGUAGE_LAYOUTS: LanguageLayout[] = [
  { language: 'it', viewport: 'desktop' },
  { language: 'en', viewport: 'desktop' },
  { language: 'it', viewport: 'mobile' },
  { language: 'en', viewport: 'mobile' },
];

/** Each language once and each width once: Italian (the longer texts) at the narrow width and English at the wide one. */
const PAIRED_LANGUAGE_LAYOUTS: LanguageLayout[] = [LANGUAGE_LAYOUTS[2]!, LANGUAGE_LAYOUTS[1]!];

/** The complement of PAIRED_LANGUAGE_LAYOUTS, for the longer walks. */
const PAIRED_LAYOUTS: LanguageLayout[] = [LANGUAGE_LAYOUTS[0]!, LANGUAGE_LAYOUTS[3]!];

const SCREEN_LOOKS: ScreenLook[] = (['en', 'it'] as const).flatMap((language) => (['classic', 'dark'] as const).map((theme) => ({ language, theme })));

/** Each language and each theme once. */
const PAIRED_SCREEN_LOOKS: ScreenLook[] = [SCREEN_LOOKS[0]!, SCREEN_LOOKS[3]!];

/** Every language at every width. */
export const languageLayouts = (single?: LanguageLayout): LanguageLayout[] => casesOf({ full: LANGUAGE_LAYOUTS, paired: PAIRED_LANGUAGE_LAYOUTS }, single);

/** Each language once and each width once, for the longer walks (the whole matrix too). */
export const pairedLayouts = (single?: LanguageLayout): LanguageLayout[] => casesOf({ full: PAIRED_LAYOUTS, paired: PAIRED_LAYOUTS }, single);

/** The languages and themes of the screen tests (screenshots and axe at both widths). */
export const screenLooks = (single?: ScreenLook): ScreenLook[] => casesOf({ full: SCREEN_LOOKS, paired: PAIRED_SCREEN_LOOKS }, single);

const VIEWPORT_THEMES: ViewportTheme[] = [
  { viewport: 'desktop', theme: 'classic' },
  { viewport: 'desktop', theme: 'dark' },
  { viewport: 'mobile', theme: 'classic' },
  { viewport: 'mobile', theme: 'dark' },
];

/** Every width in every theme, for the screens of the first specification; a test may name more than one case to run in single mode. */
export const viewportThemes = (single?: ViewportTheme | ViewportTheme[]): ViewportTheme[] => casesOf({ full: VIEWPORT_THEMES, paired: VIEWPORT_THEMES }, single);

const THEMES: ScreenTheme[] = ['classic', 'dark'];

/** Both themes, for the axe checks of the first specification's screens. */
export const screenThemes = (single?: ScreenTheme): ScreenTheme[] => casesOf({ full: THEMES, paired: THEMES }, single);
