import type { Language } from '../../../contract';
import enCommon from '../../i18n/en/common.json' with { type: 'json' };
import itCommon from '../../i18n/it/common.json' with { type: 'json' };

/** The texts every page has from its first script: the sign-in page needs no others. */
export const commonResources = {
  en: { common: enCommon },
  it: { common: itCommon },
} satisfies Record<Language, object>;
