import { rolesWith } from '../../contract';
import { BuildingIcon, StarIcon, CalendarIcon, ChartIcon, MegaphoneIcon, SendIcon, SettingsIcon, SlidersIcon, SponsorIcon, TrophyIcon, UsersIcon } from '../components/icons/icons';
import type { AdminNavigation } from '../features/admin-shell/navigation';

/** The sidebar of spec section 2; most entries open sections that later features fill. */
export const adminNavigation: AdminNavigation = {
  items: [
    { labelKey: 'sponsors', path: '/sponsor', icon: BuildingIcon },
    { labelKey: 'newSponsor', path: '/admin-home', icon: SponsorIcon },
    { labelKey: 'creators', path: '/creatori', icon: StarIcon },
    { labelKey: 'campaigns', path: '/campagne', icon: MegaphoneIcon },
    { labelKey: 'deadlines', path: '/scadenze', icon: CalendarIcon },
    { labelKey: 'statistics', path: '/admin/stats', icon: ChartIcon },
    { labelKey: 'creatorParameters', path: '/parametri', icon: SlidersIcon },
    { labelKey: 'userManager', path: '/admin/create-user', icon: UsersIcon },
    {
      labelKey: 'sendReport',
      icon: SendIcon,
      submenu: [
        { labelKey: 'reportPdf', path: '/invia-report/pdf' },
        { labelKey: 'reportXls', path: '/invia-report/xls' },
      ],
    },
    { labelKey: 'bestCreators', path: '/migliori', icon: TrophyIcon },
  ],
  bottom: { labelKey: 'advancedOptions', path: '/admin/advanced-options', icon: SettingsIcon, roles: rolesWith('read:activity-log') },
};
