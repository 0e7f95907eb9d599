import type { Language } from '../../../contract';
import enAdmin from '../../i18n/en/admin.json' with { type: 'json' };
import enCreator from '../../i18n/en/creator.json' with { type: 'json' };
import itAdmin from '../../i18n/it/admin.json' with { type: 'json' };
import itCreator from '../../i18n/it/creator.json' with { type: 'json' };

/** The texts of the staff's and the creators' areas: the browser loads them with the first page that needs them. */
export const appResources = {
  en: { admin: enAdmin, creator: enCreator },
  it: { admin: itAdmin, creator: itCreator },
} satisfies Record<Language, object>;

export type AdminMessages = typeof enAdmin;
