import type { Language } from '../../../contract';
import { type I18N_NAMESPACES } from '../ui-constants';
import enAdmin from '../../i18n/en/admin.json' with { type: 'json' };
import enCommon from '../../i18n/en/common.json' with { type: 'json' };
import enCreator from '../../i18n/en/creator.json' with { type: 'json' };
import itAdmin from '../../i18n/it/admin.json' with { type: 'json' };
import itCommon from '../../i18n/it/common.json' with { type: 'json' };
import itCreator from '../../i18n/it/creator.json' with { type: 'json' };

type Namespace = (typeof I18N_NAMESPACES)[number];

/** Bundled translations: no network loads (spec section 7). */
export const resources = {
  en: { common: enCommon, admin: enAdmin, creator: enCreator },
  it: { common: itCommon, admin: itAdmin, creator: itCreator },
} satisfies Record<Language, Record<Namespace, object>>;

export type AdminMessages = typeof enAdmin;
