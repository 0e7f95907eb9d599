import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { Language, Theme } from '../../contract';
import { pngImage } from '../support/api-helpers';
import { csrfHeaders, signInWithApi, updatePreferences } from './support/api-session';
import { createNamedAccount, uniqueUsername } from './support/named-accounts';
import { invitedCreator } from './support/portal-creators';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { typedDay } from './support/typed-day';
import { TEST_RESULTS_DIR } from './support/test-results';
import { VIEWPORTS, languageLayouts, pairedLayouts, screenLooks } from './support/viewports';

const TEXT = {
  en: {
    newCampaign: 'New campaign',
    sponsor: 'Sponsor',
    name: 'Name',
    create: 'Create campaign',
    budget: 'Budget',
    save: 'Save changes',
    saved: 'Changes saved.',
    creators: 'Creators',
    addCreators: 'Add creators',
    searchRoster: 'Search the roster',
    add3: 'Add 3 creators',
    edit: 'Edit',
    fee: 'Gross fee',
    saveDeal: 'Save',
    board: 'Board',
    table: 'Table',
    list: 'List',
    bold: 'Bold',
    statuses: { shortlisted: 'Shortlisted', proposed: 'Proposed', sponsor_approved: 'Approved by sponsor', draft: 'Draft', pitched: 'Pitched', negotiating: 'Negotiating' },
    moveTo: 'Move to',
    net: 'Creator’s net: €1,600.00',
  },
  it: {
    newCampaign: 'Nuova campagna',
    sponsor: 'Sponsor',
    name: 'Nome',
    create: 'Crea campagna',
    budget: 'Budget',
    save: 'Salva le modifiche',
    saved: 'Modifiche salvate.',
    creators: 'Creator',
    addCreators: 'Aggiungi creator',
    searchRoster: 'Cerca nel roster',
    add3: 'Aggiungi 3 creator',
    edit: 'Modifica',
    fee: 'Compenso lordo',
    saveDeal: 'Salva',
    board: 'Bacheca',
    table: 'Tabella',
    list: 'Elenco',
    bold: 'Grassetto',
    statuses: { shortlisted: 'In shortlist', proposed: 'Proposto', sponsor_approved: 'Approvato dallo sponsor', draft: 'Bozza', pitched: 'Proposta', negotiating: 'In trattativa' },
    moveTo: 'Sposta in',
    net: 'Netto al creator: 1600,00 €',
  },
} as const;

async function post<T>(request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await request.post(path, { data, headers: await csrfHeaders(request) });
  expect(response.status(), `POST ${path}`).toBe(201);
  return (await response.json()) as T;
}

/** A sponsor and three creators (with a 20% default commission) to build a campaign with. */
async function castOf(request: APIRequestContext, tag: string) {
  const sponsor = await post<{ sponsor_id: number; display_name: string }>(request, '/api/sponsors', { display_name: `Brand ${tag}` });
  const creators: string[] = [];
  for (const index of [1, 2, 3]) {
    const name = `Cast${index} ${tag}`;
    await post(request, '/api/creators', { stage_name: name, default_commission_bps: 2000 });
    creators.push(name);
  }
  return { sponsor, creators };
}

/** Drags `card` by its handle onto `column` with the mouse. */
async function dragWithMouse(page: Page, card: Locator, column: Locator) {
  const handle = card.locator('.status-board__handle');
  const from = (await handle.boundingBox())!;
  const to = (await column.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 });
  await page.mouse.up();
}

/** Picks `card` up by its handle with the keyboard, moves it one column on (onto `next`), and drops it. */
async function moveWithKeyboard(page: Page, card: Locator, next: Locator) {
  await card.locator('.status-board__handle').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('.status-board__card--dragging')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(next).toHaveClass(/status-board__column--over/);
  await page.keyboard.press('Space');
  await expect(page.locator('.status-board__card--dragging')).toHaveCount(0);
}

const column = (page: Page, scope: string, label: string) => page.locator(`${scope} .status-board__column`).filter({ has: page.getByRole('heading', { name: new RegExp(`^${label}`) }) });

for (const { language, viewport } of languageLayouts({ language: 'it', viewport: 'mobile' })) {
  const text = TEXT[language];

  test(`a campaign is created for a sponsor, gets a brief, a budget and three creators with two pieces of content each, and its deals and itself move on the boards (${language}, ${viewport})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(VIEWPORTS[viewport]);
    const admin = await createNamedAccount(uniqueUsername('camp'), 'admin', language);
    await signInWithApi(page.request, admin);
    const tag = Math.random().toString(36).slice(2, 8);
    const { sponsor, creators } = await castOf(page.request, tag);
    const name = `Launch ${tag}`;

    await page.goto('/campagne');
    await page.getByRole('button', { name: text.newCampaign }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.sponsor).selectOption({ label: sponsor.display_name });
    await dialog.getByLabel(text.name).fill(name);
    await dialog.getByRole('button', { name: text.create }).click();
    await expect(page).toHaveURL(/\/campagne\/\d+$/);
    const recordUrl = page.url();

    const brief = page.getByRole('textbox', { name: 'Brief' });
    await expect(page.getByRole('button', { name: text.bold })).toBeEnabled();
    await brief.click();
    await page.getByRole('button', { name: text.bold }).click();
    await expect(brief).toBeFocused();
    await page.keyboard.type('Show the new bottle');
    await page.getByLabel(text.budget, { exact: true }).fill('5000');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await page.reload();
    await expect(page.locator('.rich-text-editor__content strong')).toHaveText('Show the new bottle');
    await expect(page.getByLabel(text.budget, { exact: true })).toHaveValue('5000.00');

    await page.getByRole('tab', { name: text.creators }).click();
    await page.getByRole('button', { name: text.addCreators }).click();
    const picker = page.getByRole('dialog');
    await picker.getByLabel(text.searchRoster).fill(tag);
    for (const creator of creators) await picker.getByLabel(new RegExp(creator)).check();
    await picker.getByRole('button', { name: text.add3 }).click();
    await expect(page.locator('.deal-table tbody tr')).toHaveCount(3);

    await page.getByRole('button', { name: `${text.edit}: ${creators[0]}` }).click();
    await page.getByRole('dialog').getByLabel(text.fee).fill('2000');
    await expect(page.getByRole('dialog').getByText(text.net)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: text.saveDeal }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('combobox', { name: new RegExp(creators[1]!) }).selectOption({ label: text.statuses.proposed });
    await expect(page.getByRole('combobox', { name: new RegExp(creators[1]!) })).toHaveValue('proposed');

    await page.getByRole('button', { name: text.board }).click();
    await expect(page).toHaveURL(/deals=board/);
    const card = (creator: string) => page.locator('.deal-board .status-board__card').filter({ hasText: creator });
    if (viewport === 'desktop') {
      await dragWithMouse(page, card(creators[0]!), column(page, '.deal-board', text.statuses.proposed));
      await expect(column(page, '.deal-board', text.statuses.proposed).locator('.status-board__card')).toHaveCount(2);
      await moveWithKeyboard(page, card(creators[2]!), column(page, '.deal-board', text.statuses.proposed));
      await expect(column(page, '.deal-board', text.statuses.proposed).locator('.status-board__card')).toHaveCount(3);
    } else {
      await card(creators[0]!).getByRole('combobox').selectOption({ label: text.statuses.proposed });
      await expect(column(page, '.deal-board', text.statuses.proposed).locator('.status-board__card')).toHaveCount(2);
    }

    // Two pieces of content for each of the three creators.
    await page.goto(`${recordUrl}?tab=deliverables`);
    const content = DRAFT_TEXT[language];
    for (const creator of creators) {
      for (const [type, draftDue] of [['reel', '2099-02-01'], ['story', '2099-02-08']] as const) {
        await page.getByRole('button', { name: content.addDeliverable }).click();
        const add = page.getByRole('dialog');
        await add.locator('#deliverable-deal').selectOption({ label: creator });
        await add.locator('#deliverable-type').selectOption(type);
        await add.getByLabel(content.draftDue).fill(typedDay(draftDue));
        await add.getByLabel(content.publishDue).fill('01/03/2099');
        await add.getByRole('button', { name: content.addDeliverable }).click();
        await expect(add).toBeHidden();
      }
    }
    await expect(page.locator('.deliverable-table tbody tr')).toHaveCount(6);

    await page.goto(`/campagne?layout=board&sponsor=${sponsor.sponsor_id}`);
    const campaignCard = page.locator('.campaign-board .status-board__card').filter({ hasText: name });
    await expect(column(page, '.campaign-board', text.statuses.draft).locator('.status-board__card')).toHaveCount(1);
    if (viewport === 'desktop') {
      await moveWithKeyboard(page, campaignCard, column(page, '.campaign-board', text.statuses.pitched));
      await expect(column(page, '.campaign-board', text.statuses.pitched).locator('.status-board__card')).toHaveCount(1);
      await dragWithMouse(page, campaignCard, column(page, '.campaign-board', text.statuses.negotiating));
      await expect(column(page, '.campaign-board', text.statuses.negotiating).locator('.status-board__card')).toHaveCount(1);
    } else {
      await campaignCard.getByRole('combobox').selectOption({ label: text.statuses.pitched });
      await expect(column(page, '.campaign-board', text.statuses.pitched).locator('.status-board__card')).toHaveCount(1);
    }
    await page.getByRole('button', { name: text.list }).click();
    await expect(page.locator('.campaign-table tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(recordUrl);
  });
}

test('a contributor sees the campaign and its creators without any money field', async ({ page }) => {
  const admin = await createNamedAccount(uniqueUsername('campm'), 'admin', 'en');
  await signInWithApi(page.request, admin);
  const tag = Math.random().toString(36).slice(2, 8);
  const { sponsor } = await castOf(page.request, tag);
  const campaign = await post<{ campaign_id: number }>(page.request, '/api/campaigns', { sponsor_id: sponsor.sponsor_id, name: `Secret ${tag}`, budget_minor: 900_000 });
  const contributor = await createNamedAccount(uniqueUsername('campc'), 'contributor', 'en');
  await page.context().clearCookies();
  await signInWithApi(page.request, contributor);
  await page.goto(`/campagne/${campaign.campaign_id}`);
  await expect(page.getByRole('heading', { name: `Secret ${tag}` })).toBeVisible();
  await expect(page.getByLabel('Budget', { exact: true })).toHaveCount(0);
  await expect(page.locator('.record-figures')).not.toContainText('9,000');
  await page.goto('/campagne');
  await expect(page.getByRole('columnheader', { name: 'Budget' })).toHaveCount(0);
});

async function screenshotCampaignScreens(browser: Browser, language: Language, theme: Theme) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const admin = await createNamedAccount(uniqueUsername('cshot'), 'admin', language);
  await signInWithApi(page.request, admin);
  await updatePreferences(page.request, { theme, language });
  const tag = Math.random().toString(36).slice(2, 8);
  const { sponsor } = await castOf(page.request, tag);
  const campaign = await post<{ campaign_id: number }>(page.request, '/api/campaigns', {
    sponsor_id: sponsor.sponsor_id,
    name: `Shot ${tag}`,
    code: `SHOT-${tag}`.toUpperCase(),
    brief: '<h2>Goal</h2><p>Show the <strong>new bottle</strong> on the beach.</p><ul><li>One reel</li><li>Three stories</li></ul>',
    budget_minor: 1_000_000,
    starts_on: '2026-06-01',
    ends_on: '2026-06-30',
    hashtags: ['summer'],
  });
  const roster = await page.request.get(`/api/creators?q=${tag}`);
  const ids = ((await roster.json()) as { creators: { creator_id: number }[] }).creators.map((creator) => creator.creator_id);
  const dealList = await post<{ deals: { deal_id: number }[] }>(page.request, `/api/campaigns/${campaign.campaign_id}/deals`, { creator_ids: ids });
  for (const [index, deal] of dealList.deals.entries()) {
    await post(page.request, `/api/campaigns/${campaign.campaign_id}/deals/${deal.deal_id}/deliverables`, { platform: 'instagram', type: index === 0 ? 'reel' : 'story', draft_due_on: index === 0 ? '2020-06-10' : '2099-06-10', publish_due_on: '2099-06-20' });
  }
  const shots: [string, string, string?][] = [
    ['campaign-list', `/campagne?sponsor=${sponsor.sponsor_id}`, '.campaign-table'],
    ['campaign-board', `/campagne?layout=board&sponsor=${sponsor.sponsor_id}`, '.campaign-board'],
    ['campaign-record', `/campagne/${campaign.campaign_id}`, '.record-form'],
    ['campaign-deals', `/campagne/${campaign.campaign_id}?tab=creators`, '.deal-table'],
    ['campaign-deal-board', `/campagne/${campaign.campaign_id}?tab=creators&deals=board`, '.deal-board'],
    ['campaign-deliverables', `/campagne/${campaign.campaign_id}?tab=deliverables`, '.deliverable-table'],
  ];
  for (const [viewportName, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    const suffix = `${viewportName}-${theme}-${language}`;
    for (const [label, path, ready] of shots) {
      await page.goto(path);
      if (ready) await expect(page.locator(ready)).toBeVisible();
      await expectNoSeriousViolations(page, `${label} ${suffix}`);
      await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/${label}-${suffix}.png`, fullPage: true });
    }
    await page.goto(`/campagne/${campaign.campaign_id}?tab=creators`);
    await page.getByRole('button', { name: TEXT[language].addCreators }).click();
    await expect(page.getByRole('dialog').locator('.add-creators__item').first()).toBeVisible();
    await expectNoSeriousViolations(page, `add creators ${suffix}`);
    await page.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/campaign-add-creators-${suffix}.png` });
    await page.keyboard.press('Escape');
  }
  await context.close();
}

for (const { language, theme } of screenLooks({ language: 'en', theme: 'dark' })) {
  test(`the campaign screens at both widths, ${theme} theme, ${language}: screenshots, and axe finds nothing serious`, async ({ browser }) => {
    test.slow();
    await screenshotCampaignScreens(browser, language, theme);
  });
}

const DRAFT_TEXT = {
  en: {
    deliverables: 'Deliverables',
    addDeliverable: 'Add deliverable',
    draftDue: 'Draft due on',
    publishDue: 'Publish due on',
    drafts: 'Drafts of',
    link: 'Or a link',
    send: 'Send draft',
    outcome: 'Outcome',
    needsWork: 'Needs work',
    feedback: 'Feedback for the creator',
    saveReview: 'Save review',
    file: 'File (picture, video up to 50 MB, or PDF)',
    approved: 'Approved',
    url: 'Address of the post',
    disclosure: 'The post shows the disclosure (#adv / #ad)',
    publish: 'Record publication',
    published: 'Published',
    overdue: 'Draft overdue',
    creatorDrafts: 'Drafts and feedback',
    creatorDisclosure: 'The post shows the disclosure',
    creatorPublish: 'Save the publication',
  },
  it: {
    deliverables: 'Contenuti',
    addDeliverable: 'Aggiungi contenuto',
    draftDue: 'Bozza entro il',
    publishDue: 'Pubblicazione entro il',
    drafts: 'Bozze di',
    link: 'Oppure un link',
    send: 'Invia bozza',
    outcome: 'Esito',
    needsWork: 'Da rifare',
    feedback: 'Commenti per il creator',
    saveReview: 'Salva la revisione',
    file: 'File (immagine, video fino a 50 MB o PDF)',
    approved: 'Approvata',
    url: 'Indirizzo del post',
    disclosure: 'Il post mostra la dicitura (#adv / #ad)',
    publish: 'Registra la pubblicazione',
    published: 'Pubblicato',
    overdue: 'Bozza in ritardo',
    creatorDrafts: 'Bozze e feedback',
    creatorDisclosure: 'Il post mostra la dichiarazione',
    creatorPublish: 'Salva la pubblicazione',
  },
} as const;

for (const { language, viewport } of pairedLayouts({ language: 'en', viewport: 'desktop' })) {
  const text = DRAFT_TEXT[language];

  test(`the creator sends a draft from their area, staff ask for changes, the creator sends version 2, staff approve it and the creator records the post (${language}, ${viewport})`, async ({ page, browser }) => {
    test.slow();
    await page.setViewportSize(VIEWPORTS[viewport]);
    const admin = await createNamedAccount(uniqueUsername('draft'), 'admin', language);
    await signInWithApi(page.request, admin);
    const tag = Math.random().toString(36).slice(2, 8);
    const sponsor = await post<{ sponsor_id: number }>(page.request, '/api/sponsors', { display_name: `Brand ${tag}` });
    const campaign = await post<{ campaign_id: number }>(page.request, '/api/campaigns', { sponsor_id: sponsor.sponsor_id, name: `Drafts ${tag}` });
    const portal = await invitedCreator(page.request, language, `Portal ${tag}`);
    await post(page.request, `/api/campaigns/${campaign.campaign_id}/deals`, { creator_ids: [portal.creatorId] });

    await page.goto(`/campagne/${campaign.campaign_id}?tab=deliverables`);
    await page.getByRole('button', { name: text.addDeliverable }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.draftDue).fill('10/01/2020');
    await dialog.getByLabel(text.publishDue).fill('20/01/2099');
    await dialog.getByRole('button', { name: text.addDeliverable }).click();
    await expect(page.locator('.deliverable-table tbody tr')).toHaveCount(1);
    await expect(page.locator('.deliverable-table')).toContainText(text.overdue);

    const creatorContext = await browser.newContext({ viewport: VIEWPORTS[viewport] });
    const creatorPage = await creatorContext.newPage();
    await signInWithApi(creatorPage.request, portal.account);
    await updatePreferences(creatorPage.request, { language });
    await creatorPage.goto('/creator/campagne');
    await creatorPage.getByRole('link', { name: `Drafts ${tag}` }).click();
    await expect(creatorPage).toHaveURL(/\/creator\/campagne\/\d+$/);
    const creatorDrafts = async () => {
      await creatorPage.getByRole('button', { name: new RegExp(text.creatorDrafts) }).click();
      return creatorPage.getByRole('dialog');
    };
    let drafts = await creatorDrafts();
    await drafts.getByLabel(text.link).fill('https://drive.example/first-cut');
    await drafts.getByRole('button', { name: text.send }).click();
    await expect(drafts.locator('.drafts__entry')).toHaveCount(1);
    await expect(drafts.getByLabel(text.outcome)).toHaveCount(0);
    await creatorPage.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('button', { name: new RegExp(text.drafts) }).click();
    const review = page.getByRole('dialog');
    await review.getByLabel(text.outcome).selectOption({ label: text.needsWork });
    await review.getByLabel(text.feedback).fill('Show the label');
    await review.getByRole('button', { name: text.saveReview }).click();
    await expect(review.locator('.drafts__feedback')).toContainText('Show the label');
    await page.keyboard.press('Escape');

    await creatorPage.reload();
    drafts = await creatorDrafts();
    await expect(drafts.locator('.drafts__feedback')).toContainText('Show the label');
    await drafts.getByLabel(text.file).setInputFiles({ name: 'cut-2.png', mimeType: 'image/png', buffer: pngImage(8, 8) });
    await drafts.getByRole('button', { name: text.send }).click();
    await expect(drafts.locator('.drafts__entry')).toHaveCount(2);
    await creatorPage.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('button', { name: new RegExp(text.drafts) }).click();
    await expect(review.locator('.drafts__entry')).toHaveCount(2);
    await review.getByRole('button', { name: text.saveReview }).click();
    await expect(review.locator('.drafts__entry').first()).toContainText(text.approved);
    await expect(review.getByRole('link', { name: /cut-2\.png/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await creatorPage.reload();
    const publication = creatorPage.locator('.creator-deliverables');
    await publication.getByLabel(text.url).fill('https://instagram.com/p/launch');
    await publication.getByLabel(text.creatorDisclosure).check();
    await publication.getByRole('button', { name: text.creatorPublish }).click();
    await expect(creatorPage.locator('.creator-deliverable__published')).toContainText(text.published);
    await expectNoSeriousViolations(creatorPage, `creator campaign ${language} ${viewport}`);
    await creatorPage.screenshot({ path: `${TEST_RESULTS_DIR}/screenshots/creator-campaign-${viewport}-${language}.png`, fullPage: true });
    await creatorContext.close();

    await page.reload();
    await expect(page.locator('.deliverable-table')).toContainText(text.published);
    await expect(page.locator('.deliverable-table')).not.toContainText(text.overdue);
  });
}
