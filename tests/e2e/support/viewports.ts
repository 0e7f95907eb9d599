import type { Language, Theme } from '../../../contract';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Every test matrix whole (the default), or each language and each width once (E2E_MATRIX=paired: CI, for time). */
const paired = process.env.E2E_MATRIX === 'paired';

/**
 * Every language at every width the issue asks for; when paired, Italian (the longer texts) at the
 * narrow width and English at the wide one, the complement of PAIRED_LAYOUTS.
 */
export const LANGUAGE_LAYOUTS: { language: Language; viewport: ViewportName }[] = paired
  ? [
      { language: 'it', viewport: 'mobile' },
      { language: 'en', viewport: 'desktop' },
    ]
  : [
      { language: 'it', viewport: 'desktop' },
      { language: 'en', viewport: 'desktop' },
      { language: 'it', viewport: 'mobile' },
      { language: 'en', viewport: 'mobile' },
    ];

/** Each language once and each width once, for the longer walks. */
export const PAIRED_LAYOUTS: { language: Language; viewport: ViewportName }[] = [
  { language: 'it', viewport: 'desktop' },
  { language: 'en', viewport: 'mobile' },
];

/** The languages and themes of the screen tests (screenshots and axe at both widths): all four, or each language and each theme once when paired. */
export const SCREEN_LOOKS: { language: Language; theme: Extract<Theme, 'classic' | 'dark'> }[] = paired
  ? [
      { language: 'en', theme: 'classic' },
      { language: 'it', theme: 'dark' },
    ]
  : [
      { language: 'en', theme: 'classic' },
      { language: 'en', theme: 'dark' },
      { language: 'it', theme: 'classic' },
      { language: 'it', theme: 'dark' },
    ];
