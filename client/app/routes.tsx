import { data, redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { STAFF_ROLES, rolesWith } from '../../contract';
import { guardedLoader, type RouteServices, type ServiceLoader } from '../lib/routing/route-loader';
import { revalidateOnPathChange } from '../lib/routing/list-route';
import { NotFoundPage, PageErrorBoundary, StandaloneErrorBoundary } from './route-error-page';
import { RootLayout } from './root-layout';
import { appPage, featurePage, type LazyPage } from './lazy-page';
import { requireRoles, visitorsOnly } from './route-guards';
import type { PageTitleKey, RouteHandle } from './route-handle';

/** A route whose component loads on demand; its handle names the module for the server's preload links. */
function lazyRoute(target: LazyPage, handle?: RouteHandle): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: target.lazy, handle: { ...handle, module: target.module } };
}

const pages = {
  login: featurePage('auth', 'app-sign-in', 'AppSignInPage'),
  home: featurePage('home', 'admin-home', 'AdminHomePage'),
  userAdmin: featurePage('user-admin', 'user-admin', 'UserAdminPage'),
  customization: featurePage('customization', 'customization', 'CustomizationPage'),
  account: featurePage('account', 'account', 'AccountPage'),
  stats: featurePage('stats', 'stats', 'StatsPage'),
  creatorArea: featurePage('creators', 'creator-area', 'CreatorAreaPage'),
  creatorCampaigns: featurePage('campaigns', 'creator-campaigns', 'CreatorCampaignsPage'),
  creatorDeal: featurePage('campaigns', 'creator-deal', 'CreatorDealPage'),
  creatorList: featurePage('creators', 'creator-list', 'CreatorListPage'),
  creatorRecord: featurePage('creators', 'creator-record', 'CreatorRecordPage'),
  invitation: featurePage('invitation', 'invitation', 'InvitationPage'),
  sponsorList: featurePage('sponsors', 'sponsor-list', 'SponsorListPage'),
  sponsorRecord: featurePage('sponsors', 'sponsor-record', 'SponsorRecordPage'),
  newSponsor: featurePage('sponsors', 'new-sponsor', 'NewSponsorPage'),
  sponsorImport: featurePage('imports', 'import', 'SponsorImportPage'),
  campaignList: featurePage('campaigns', 'campaign-list', 'CampaignListPage'),
  campaignRecord: featurePage('campaigns', 'campaign-record', 'CampaignRecordPage'),
  deadlines: featurePage('deadlines', 'deadlines', 'DeadlinesPage'),
  reminderRules: featurePage('reminders', 'reminder-rules', 'ReminderRulesPage'),
  creatorImport: featurePage('imports', 'import', 'CreatorImportPage'),
  advancedOptions: appPage('advanced-options-page', 'AdvancedOptionsPage'),
  preparing: appPage('preparing-page', 'PreparingPage'),
  adminArea: appPage('admin-area', 'AdminArea'),
};

function page(path: string, titleKey: PageTitleKey, target: LazyPage, loader: LoaderFunction): RouteObject {
  return { path, loader, ...lazyRoute(target, { titleKey }), ErrorBoundary: PageErrorBoundary };
}

/** A page whose lists keep their view in the address (see revalidateOnPathChange). */
function listPage(...args: Parameters<typeof page>): RouteObject {
  return { ...page(...args), shouldRevalidate: revalidateOnPathChange };
}

/** Where a loader finds the services of the page it loads. */
export type ServicesOf = (args: LoaderFunctionArgs) => RouteServices;

/** The features' data modules: each loads with its pages, not with the script of whichever page opens first. */
const dataModules = {
  account: () => import('../features/account/get-current-user'),
  activityLog: () => import('../features/activity-log/log-list-query'),
  jobs: () => import('../features/jobs/get-job-failures'),
  invitation: () => import('../features/invitation/invitation-loader'),
  campaigns: () => import('../features/campaigns/campaign-queries'),
  creatorWork: () => import('../features/campaigns/creator-work-queries'),
  deadlines: () => import('../features/deadlines/deadline-queries'),
  reminders: () => import('../features/reminders/get-reminder-rules'),
  creators: () => import('../features/creators/creator-queries'),
  imports: () => import('../features/imports/import-queries'),
  sponsors: () => import('../features/sponsors/sponsor-queries'),
  userAdmin: () => import('../features/user-admin/user-admin-queries'),
};

/** A loader exported by a data module, which loads on the loader's first run. */
function fromModule<Name extends string, Module extends Record<Name, ServiceLoader>>(load: () => Promise<Module>, name: Name): ServiceLoader {
  return (services) => async (args) => (await load())[name](services)(args);
}

const advancedOptionsData: ServiceLoader = (services) => async (args) => {
  await Promise.all([fromModule(dataModules.activityLog, 'prefetchLogs')(services)(args), fromModule(dataModules.jobs, 'prefetchJobFailures')(services)(args)]);
};

/** Every route of spec section 2, each guarded by its loader. */
export function createRoutes(servicesOf: ServicesOf): RouteObject[] {
  // Every page but sign-in has the areas' texts before it renders: they load beside the page's data.
  const load =
    (loader: ServiceLoader): LoaderFunction =>
    async (args) => {
      const services = servicesOf(args);
      const [result] = await Promise.all([loader(services)(args), services.appTexts()]);
      return result;
    };
  const signInGuard: LoaderFunction = (args) => visitorsOnly(servicesOf(args))(args);
  const staff = requireRoles(STAFF_ROLES);
  const sponsorReaders = requireRoles(rolesWith('read:sponsor'));
  // Every campaign's work: a creator also holds `read:campaign`, for their own only (see /creator/campagne).
  const campaignReaders = requireRoles(STAFF_ROLES.filter((role) => rolesWith('read:campaign').includes(role)));
  const creators = requireRoles(['creator']);

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: StandaloneErrorBoundary,
      children: [
        { index: true, loader: () => redirect('/login') },
        // A page load of /login gets the sign-in page of its own (client/sign-in.html); within the app, this one.
        { path: 'login', loader: signInGuard, ...lazyRoute(pages.login, { titleKey: 'common:login.pageTitle' }) },
        {
          ...lazyRoute(pages.adminArea),
          children: [
            page('admin', 'common:app.name', pages.home, load(staff)),
            listPage('admin/create-user', 'admin:pages.createUser', pages.userAdmin, load(guardedLoader(staff, fromModule(dataModules.userAdmin, 'prefetchUserAdmin')))),
            page('admin/customization', 'admin:pages.customization', pages.customization, load(staff)),
            page('admin/manage', 'admin:pages.manage', pages.account, load(guardedLoader(staff, fromModule(dataModules.account, 'prefetchCurrentUser')))),
            page('admin/stats', 'admin:pages.stats', pages.stats, load(staff)),
            listPage(
              'admin/advanced-options',
              'admin:pages.advancedOptions',
              pages.advancedOptions,
              load(guardedLoader(requireRoles(rolesWith('read:activity-log')), advancedOptionsData)),
            ),
            listPage('sponsor', 'admin:nav.sponsors', pages.sponsorList, load(guardedLoader(sponsorReaders, fromModule(dataModules.sponsors, 'prefetchSponsorList')))),
            listPage('sponsor/import', 'admin:pages.sponsorImport', pages.sponsorImport, load(guardedLoader(requireRoles(rolesWith('import:sponsor')), fromModule(dataModules.imports, 'prefetchImport')))),
            listPage('sponsor/:id', 'admin:nav.sponsors', pages.sponsorRecord, load(guardedLoader(sponsorReaders, fromModule(dataModules.sponsors, 'prefetchSponsor')))),
            listPage('creatori', 'admin:nav.creators', pages.creatorList, load(guardedLoader(staff, fromModule(dataModules.creators, 'prefetchCreatorList')))),
            listPage('creatori/import', 'admin:pages.creatorImport', pages.creatorImport, load(guardedLoader(requireRoles(rolesWith('import:creator')), fromModule(dataModules.imports, 'prefetchImport')))),
            listPage('creatori/:id', 'admin:nav.creators', pages.creatorRecord, load(guardedLoader(staff, fromModule(dataModules.creators, 'prefetchCreator')))),
            listPage('campagne', 'admin:nav.campaigns', pages.campaignList, load(guardedLoader(campaignReaders, fromModule(dataModules.campaigns, 'prefetchCampaignList')))),
            listPage('campagne/:id', 'admin:nav.campaigns', pages.campaignRecord, load(guardedLoader(campaignReaders, fromModule(dataModules.campaigns, 'prefetchCampaign')))),
            page('admin-home', 'admin:nav.newSponsor', pages.newSponsor, load(guardedLoader(requireRoles(rolesWith('create:sponsor')), fromModule(dataModules.sponsors, 'prefetchOwnerOptions')))),
            listPage('scadenze', 'admin:nav.deadlines', pages.deadlines, load(guardedLoader(campaignReaders, fromModule(dataModules.deadlines, 'prefetchDeadlines')))),
            page('scadenze/promemoria', 'admin:pages.reminderRules', pages.reminderRules, load(guardedLoader(requireRoles(rolesWith('read:reminder-rule')), fromModule(dataModules.reminders, 'prefetchReminderRules')))),
            page('parametri', 'admin:nav.creatorParameters', pages.preparing, load(staff)),
            page('invia-report/pdf', 'admin:nav.reportPdf', pages.preparing, load(staff)),
            page('invia-report/xls', 'admin:nav.reportXls', pages.preparing, load(staff)),
            page('migliori', 'admin:nav.bestCreators', pages.preparing, load(staff)),
          ],
        },
        {
          path: 'creator',
          loader: load(guardedLoader(creators, fromModule(dataModules.creators, 'prefetchOwnCreator'))),
          ...lazyRoute(pages.creatorArea, { titleKey: 'creator:title' }),
          ErrorBoundary: StandaloneErrorBoundary,
        },
        {
          path: 'creator/campagne',
          loader: load(guardedLoader(creators, fromModule(dataModules.creatorWork, 'prefetchCreatorDeals'))),
          ...lazyRoute(pages.creatorCampaigns, { titleKey: 'creator:title' }),
          ErrorBoundary: StandaloneErrorBoundary,
        },
        {
          path: 'creator/campagne/:dealId',
          loader: load(guardedLoader(creators, fromModule(dataModules.creatorWork, 'prefetchCreatorDeal'))),
          ...lazyRoute(pages.creatorDeal, { titleKey: 'creator:title' }),
          ErrorBoundary: StandaloneErrorBoundary,
        },
        {
          // Public: visitors accept here; someone signed in sees the invitation and is asked to sign out first.
          path: 'invite/:token',
          loader: load(fromModule(dataModules.invitation, 'invitationLoader')),
          ...lazyRoute(pages.invitation, { titleKey: 'admin:pages.invitation' }),
          ErrorBoundary: StandaloneErrorBoundary,
        },
        {
          path: '*',
          loader: () => data(null, { status: 404 }),
          Component: NotFoundPage,
          handle: { titleKey: 'common:errors.notFound.title' } satisfies RouteHandle,
        },
      ],
    },
  ];
}
