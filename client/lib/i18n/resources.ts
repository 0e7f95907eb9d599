import type { Language } from '../../../contract';
import { type I18N_NAMESPACES } from '../ui-constants';
import { appResources } from './app-resources';
import { commonResources } from './common-resources';

type Namespace = (typeof I18N_NAMESPACES)[number];

/** Every translation, bundled (spec section 7: no network loads); the server renders with all of them. */
export const resources = {
  en: { ...commonResources.en, ...appResources.en },
  it: { ...commonResources.it, ...appResources.it },
} satisfies Record<Language, Record<Namespace, object>>;

export type { AdminMessages } from './app-resources';
