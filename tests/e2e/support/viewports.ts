import type { Language } from '../../../contract';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Every language at every width the issue asks for. */
export const LANGUAGE_LAYOUTS: { language: Language; viewport: ViewportName }[] = [
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
