/**
 * The demo roster: about 40 sponsors with their contacts, 300 creators with accounts on several
 * platforms, 12 months of numbers each and rate cards; 14 campaigns of those sponsors, one or
 * more in every status, each with a few of those creators; and their deliverables, with drafts
 * and reviews, at the step their campaign has reached. Made through the services (so the audit
 * log tells the story), numbers through the repository in one transaction per creator.
 */
import {
  italianVatCheckDigit,
  PLATFORMS,
  type CampaignObjective,
  type CampaignStatus,
  type Campaign,
  type Deal,
  type DealStatus,
  type Deliverable,
  type DeliverableStatus,
  type DeliverableType,
  type DraftOutcome,
  type KpiTargetValues,
  type Platform,
  type SponsorStatus,
} from '../contract';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../server/context';
import type { Database } from '../server/db/database';
import type { Services } from '../server/services';
import { creatorsRepository } from '../server/modules/creators/creators-repository';

const BRANDS = [
  'Aurora Cosmetici', 'Bottega Verde Lab', 'Caffè Dolomiti', 'Dolcezze di Sicilia', 'Enoteca Barolo', 'Ferro Bikes', 'Gelateria Riva', 'Harmony Yoga Wear',
  'Isola Travel', 'Juta Bags', 'Kappa Sportswear Demo', 'Lumina Skincare', 'Mare Blu Resort', 'Nonna Pasta', 'Olio Toscano', 'Pixel Games Italia',
  'Quercia Home', 'Rosa dei Venti Tours', 'Sole Eyewear', 'Terra Bio Market', 'Urbano Sneakers', 'Vela Energy Drinks', 'Zafferano Kitchen', 'Alba Gioielli',
  'Brera Design', 'Cielo Airlines Demo', 'Delta Fitness', 'Elba Profumi', 'Fiore Fashion', 'Granaio Bakery', 'Lago Outdoor', 'Mosaico Ceramics',
  'Nebbia Coffee', 'Oro Verde Tea', 'Porto Seafood', 'Riviera Swimwear', 'Stella Beauty', 'Trullo Wines', 'Vento Audio', 'Zenit Watches',
] as const;
const INDUSTRIES = ['beauty', 'food', 'travel', 'fashion', 'sport', 'tech', 'home', 'drinks'];
const CITIES = ['Milano', 'Roma', 'Torino', 'Bologna', 'Napoli', 'Firenze', 'Verona', 'Bari', 'Palermo', 'Genova'];
const FIRST_NAMES = ['Giulia', 'Marco', 'Sara', 'Luca', 'Chiara', 'Matteo', 'Elena', 'Davide', 'Francesca', 'Alessandro', 'Martina', 'Simone', 'Sofia', 'Andrea', 'Alice', 'Federico', 'Giorgia', 'Lorenzo', 'Aurora', 'Riccardo'];
const NICHES = ['travels', 'cooks', 'fit', 'style', 'beauty', 'gaming', 'tech', 'mom', 'eats', 'outdoor', 'art', 'books', 'music', 'home', 'pets'];
const CATEGORIES = ['Beauty', 'Food', 'Travel', 'Fashion', 'Fitness', 'Gaming', 'Tech', 'Family', 'Lifestyle', 'Music'] as const;
const RATE_TYPES: DeliverableType[] = ['post', 'reel', 'story', 'short_video', 'dedicated_video'];

/** A small deterministic generator, so that every seed makes the same roster. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

export async function seedRoster(services: Services, db: Database, context: RequestContext): Promise<{ sponsors: number; creators: number }> {
  const rnd = random(20_261_125);
  const existing = await services.sponsors.list(context, { page: 1, page_size: 1, q: BRANDS[0], archived: 'all', sort: 'display_name', dir: 'asc' });
  if (existing.total > 0) return { sponsors: 0, creators: 0 };

  const statuses: SponsorStatus[] = ['active', 'active', 'active', 'prospect', 'paused', 'churned'];
  for (const [index, name] of BRANDS.entries()) {
    const firstTen = String(1_000_000_000 + index * 7_919_113).slice(0, 10);
    const sponsor = await services.sponsors.create(context, {
      display_name: name,
      legal_name: `${name} S.r.l.`,
      vat_number: `${firstTen}${italianVatCheckDigit(firstTen)}`,
      industry: INDUSTRIES[index % INDUSTRIES.length]!,
      city: rnd.pick(CITIES),
      website: `https://www.${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      payment_terms_days: rnd.pick([30, 60, 90]),
      tags: [INDUSTRIES[index % INDUSTRIES.length]!, ...(index % 3 === 0 ? ['key account'] : [])],
      status: statuses[index % statuses.length]!,
    });
    const person = rnd.pick(FIRST_NAMES);
    const domain = `${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
    await services.sponsors.addContact(context, sponsor.sponsor_id, { name: `${person} Rossi`, job_title: 'Marketing manager', email: `${person.toLowerCase()}@${domain}`, is_primary: true, receives_reports: true });
    await services.sponsors.addContact(context, sponsor.sponsor_id, { name: 'Ufficio amministrazione', email: `amministrazione@${domain}`, is_billing: true });
  }

  const categories = [];
  for (const name of CATEGORIES) categories.push(await services.creators.catalogue.createCategory(context, name));

  const now = new Date();
  for (let index = 0; index < 300; index += 1) {
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const niche = NICHES[Math.floor(index / FIRST_NAMES.length) % NICHES.length]!;
    const stage = `${first} ${niche} ${index + 1}`;
    const creator = await services.creators.records.create(context, {
      stage_name: stage,
      email: `${first.toLowerCase()}.${niche}${index + 1}@creators.example`,
      country: index % 12 === 0 ? 'ES' : 'IT',
      city: rnd.pick(CITIES),
      languages: index % 4 === 0 ? ['it', 'en'] : ['it'],
      category_ids: [rnd.pick(categories).category_id],
      exclusive: index % 3 === 0,
      representation_start: index % 2 === 0 ? `2026-0${1 + (index % 9)}-01` : null,
      representation_months: index % 2 === 0 ? rnd.pick([6, 12, 24]) : null,
      default_commission_bps: rnd.pick([1500, 2000, 2500]),
      status: rnd.pick(['active', 'active', 'active', 'prospect', 'paused'] as const),
    });
    const platforms = new Set<Platform>([rnd.pick(['instagram', 'tiktok', 'youtube'] as const)]);
    if (rnd.next() < 0.6) platforms.add(rnd.pick(PLATFORMS.slice(0, 6)));
    let detail = creator;
    for (const platform of platforms) {
      detail = await services.creators.accounts.addAccount(context, creator.creator_id, { platform, handle: `${first.toLowerCase()}_${niche}_${index + 1}` });
    }
    // Twelve months of numbers per account: steady growth with some noise.
    const base = Math.round(10 ** (3 + rnd.next() * 3.2));
    await db.transaction(async (tx) => {
      for (const account of detail.accounts) {
        let followers = base;
        for (let month = 11; month >= 0; month -= 1) {
          followers = Math.max(100, Math.round(followers * (1 + (rnd.next() * 0.08 - 0.015))));
          const capturedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month, 1, 10));
          const likes = Math.round(followers * (0.01 + rnd.next() * 0.05));
          await creatorsRepository.insertSnapshot(tx, {
            accountId: account.account_id,
            capturedAt,
            followers,
            avgLikes: likes,
            medianLikes: Math.round(likes * 0.9),
            avgComments: Math.round(likes * 0.05),
            avgShares: Math.round(likes * 0.02),
            avgSaves: Math.round(likes * 0.03),
            avgViews: account.platform === 'instagram' ? null : Math.round(followers * (0.2 + rnd.next())),
            postsSampled: 12,
            estimated: month > 8,
            source: month % 4 === 0 ? 'creator' : 'manual',
          });
        }
      }
      await creatorsRepository.refreshFollowers(tx, creator.creator_id);
    });
    for (const account of detail.accounts) {
      await services.creators.catalogue.addRateCard(context, creator.creator_id, {
        platform: account.platform,
        deliverable_type: rnd.pick(RATE_TYPES),
        price_minor: Math.round(base / 10) * 100 + 5000,
        valid_from: `${now.getUTCFullYear()}-01-01`,
      });
    }
  }
  return { sponsors: BRANDS.length, creators: 300 };
}

// --- campaigns ----------------------------------------------------------------------------------

/** A deal as the demo leaves it: at a status reached step by step, or dropped after one. */
type DemoDeal = Exclude<DealStatus, 'dropped'> | { droppedAfter: DealStatus; reason: string };

interface DemoCampaign {
  sponsor: (typeof BRANDS)[number];
  code: string;
  /** `{season}` becomes the season and year the campaign starts in. */
  name: string;
  status: CampaignStatus;
  /** For a paused or cancelled campaign: where its pipeline was when it stopped. */
  stoppedAt?: CampaignStatus;
  objective: CampaignObjective;
  /** Start and end, in days from the seeding day. */
  days: readonly [start: number, end: number];
  budgetEur: number;
  goal: string;
  deliverables: readonly string[];
  /** The types of what each creator delivers, as the brief lists them (a creator's platform may take another type). */
  kinds: readonly DeliverableType[];
  /** The first publication of the campaign forgot the disclosure. */
  missingDisclosure?: boolean;
  hashtags: readonly string[];
  mention: string;
  usageRights?: string;
  exclusivity?: string;
  /** The creators' categories the campaign looks for. */
  categories: readonly (typeof CATEGORIES)[number][];
  deals: readonly DemoDeal[];
}

const CANCELLED_BY_SPONSOR = 'Campagna annullata dal cliente';
const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    sponsor: 'Aurora Cosmetici', code: 'AUR-VITC', name: '{season} — lancio siero Vitamina C', status: 'completed', objective: 'awareness', days: [-88, -46], budgetEur: 18_000,
    goal: 'Far conoscere il nuovo siero alla Vitamina C a un pubblico 25–40 attento alla skincare.',
    deliverables: ['1 reel Instagram con la routine del mattino', '3 stories con link al sito', '1 TikTok con il prima e dopo di 14 giorni'],
    kinds: ['reel', 'story', 'short_video'],
    hashtags: ['auroravitaminac', 'skincareroutine'], mention: 'aurora.cosmetici', usageRights: 'Uso organico sui canali del brand per 6 mesi; ads escluse.',
    categories: ['Beauty', 'Lifestyle'], deals: ['paid', 'paid', 'paid', { droppedAfter: 'proposed', reason: 'Compenso fuori budget' }],
  },
  {
    sponsor: 'Caffè Dolomiti', code: 'CDO-MOKA', name: 'Rituale del mattino — moka limited edition', status: 'completed', objective: 'sales', days: [-80, -35], budgetEur: 12_000,
    goal: 'Vendere la moka in edizione limitata con il codice sconto dedicato a ogni creator.',
    deliverables: ['1 reel con la preparazione del caffè', '2 stories con codice sconto e link'],
    kinds: ['reel', 'story'],
    hashtags: ['ritualedelmattino', 'caffedolomiti'], mention: 'caffedolomiti',
    categories: ['Food', 'Lifestyle'], deals: ['paid', 'paid', 'delivered'],
  },
  {
    sponsor: 'Mare Blu Resort', code: 'MBR-FAMILY', name: '{season} — soggiorni family', status: 'reporting', objective: 'traffic', days: [-62, -8], budgetEur: 25_000,
    goal: 'Portare visite alla pagina delle offerte family e richieste di preventivo.',
    deliverables: ['Soggiorno di 3 notti con la famiglia', '1 reel e 5 stories durante il soggiorno', '1 video YouTube con il racconto del weekend'],
    kinds: ['reel', 'story', 'dedicated_video'],
    hashtags: ['marebluresort', 'vacanzeinfamiglia'], mention: 'marebluresort', usageRights: 'Uso organico e ads sui canali del resort per 12 mesi.',
    categories: ['Travel', 'Family'], deals: ['delivered', 'paid', 'delivered', 'paid'],
  },
  {
    sponsor: 'Gelateria Riva', code: 'GRV-GUSTI', name: '{season} — i nuovi gusti', status: 'reporting', objective: 'engagement', days: [-50, -5], budgetEur: 8_000,
    goal: 'Far votare alla community il gusto che resterà in carta tutto l’anno.',
    deliverables: ['1 reel con l’assaggio dei tre gusti', '1 story con il sondaggio'],
    kinds: ['reel', 'story'], missingDisclosure: true,
    hashtags: ['gelateriariva', 'votailgusto'], mention: 'gelateriariva',
    categories: ['Food', 'Family'], deals: ['delivered', 'delivered', { droppedAfter: 'confirmed', reason: 'Date non compatibili con il calendario del creator' }],
  },
  {
    sponsor: 'Urbano Sneakers', code: 'URB-DROP02', name: 'Drop 02 — city runner', status: 'in_progress', objective: 'sales', days: [-21, 24], budgetEur: 30_000,
    goal: 'Esaurire il drop 02 in tre settimane, con un codice per creator per misurare le vendite.',
    deliverables: ['1 reel outfit in città', '1 TikTok con la corsa del mattino', '3 stories con codice sconto'],
    kinds: ['reel', 'short_video', 'story'],
    hashtags: ['urbanodrop02', 'cityrunner'], mention: 'urbano.sneakers', exclusivity: 'Nessun altro brand di sneakers per 30 giorni dalla pubblicazione.',
    categories: ['Fashion', 'Fitness', 'Lifestyle'], deals: ['in_production', 'in_production', 'delivered', 'confirmed', { droppedAfter: 'offer_sent', reason: 'Il creator ha rifiutato l’esclusiva' }],
  },
  {
    sponsor: 'Sole Eyewear', code: 'SOLE-POLAR', name: '{season} — occhiali polarizzati', status: 'in_progress', objective: 'awareness', days: [-14, 30], budgetEur: 22_000,
    goal: 'Raccontare le lenti polarizzate in situazioni reali: mare, montagna, città.',
    deliverables: ['1 reel in esterno con le lenti a confronto', '4 stories con link allo store locator'],
    kinds: ['reel', 'story'],
    hashtags: ['soleeyewear', 'vediloconisole'], mention: 'sole.eyewear',
    categories: ['Fashion', 'Travel'], deals: ['in_production', 'delivered', 'in_production'],
  },
  {
    sponsor: 'Delta Fitness', code: 'DLT-APP', name: 'Allenati a casa — lancio app Delta', status: 'confirmed', objective: 'traffic', days: [10, 55], budgetEur: 15_000,
    goal: 'Portare download dell’app con la prova gratuita di 30 giorni.',
    deliverables: ['1 reel con un allenamento di 10 minuti', '1 video YouTube con la prova dell’app', '3 stories con link al download'],
    kinds: ['reel', 'dedicated_video', 'story'],
    hashtags: ['deltafitness', 'allenatiacasa'], mention: 'deltafitness',
    categories: ['Fitness', 'Tech'], deals: ['confirmed', 'confirmed', 'confirmed', { droppedAfter: 'sponsor_approved', reason: 'Il cliente ha preferito un profilo diverso' }],
  },
  {
    sponsor: 'Stella Beauty', code: 'STB-LIPS', name: 'Capsule collection — palette labbra', status: 'confirmed', objective: 'engagement', days: [18, 60], budgetEur: 14_000,
    goal: 'Creare conversazione sulla palette con tutorial e un giveaway.',
    deliverables: ['1 tutorial reel con tre look', '1 post carosello con giveaway'],
    kinds: ['reel', 'carousel'],
    hashtags: ['stellabeauty', 'palettelabbra'], mention: 'stellabeauty', exclusivity: 'Nessun altro brand di make-up labbra durante la campagna.',
    categories: ['Beauty'], deals: ['confirmed', 'confirmed', 'offer_sent'],
  },
  {
    sponsor: 'Vento Audio', code: 'VNT-ANC', name: 'Cuffie Vento ANC — lancio', status: 'negotiating', objective: 'awareness', days: [35, 80], budgetEur: 20_000,
    goal: 'Lanciare le nuove cuffie con cancellazione del rumore tra chi studia, gioca e viaggia.',
    deliverables: ['1 video YouTube con la recensione', '1 short con la prova in metro', '2 stories con link'],
    kinds: ['dedicated_video', 'short_video', 'story'],
    hashtags: ['ventoaudio', 'silenzioattivo'], mention: 'vento.audio',
    categories: ['Tech', 'Music', 'Gaming'], deals: ['sponsor_approved', 'offer_sent', 'offer_sent', 'proposed', { droppedAfter: 'proposed', reason: 'Il cliente ha preferito un profilo diverso' }],
  },
  {
    sponsor: 'Pixel Games Italia', code: 'PXG-QUEST', name: 'Pixel Quest — live e short di lancio', status: 'pitched', objective: 'engagement', days: [45, 88], budgetEur: 16_000,
    goal: 'Far provare il gioco in anteprima in live e portare wishlist nella settimana di lancio.',
    deliverables: ['1 live Twitch di almeno 2 ore', '3 short con i momenti migliori'],
    kinds: ['live', 'short_video'],
    hashtags: ['pixelquest', 'pixelgamesitalia'], mention: 'pixelgamesita',
    categories: ['Gaming', 'Tech'], deals: ['proposed', 'proposed', 'proposed', 'shortlisted'],
  },
  {
    sponsor: 'Vela Energy Drinks', code: 'VELA-ZERO', name: '{season} — lancio bottiglia Vela Zero', status: 'draft', objective: 'awareness', days: [60, 90], budgetEur: 35_000,
    goal: 'Presentare la nuova bottiglia senza zuccheri a chi fa sport e va ai festival.',
    deliverables: ['1 reel in allenamento o al festival', '1 TikTok con la sfida #velazero', '3 stories'],
    kinds: ['reel', 'short_video', 'story'],
    hashtags: ['velazero', 'energiapulita'], mention: 'vela.energy',
    categories: ['Fitness', 'Music', 'Lifestyle'], deals: ['shortlisted', 'shortlisted', 'shortlisted', 'shortlisted'],
  },
  {
    sponsor: 'Zenit Watches', code: 'ZEN-HERITAGE', name: 'Heritage collection — storie di tempo', status: 'draft', objective: 'awareness', days: [62, 89], budgetEur: 40_000,
    goal: 'Raccontare la collezione Heritage con storie personali legate al tempo.',
    deliverables: ['1 post carosello con il racconto', '1 reel in bianco e nero'],
    kinds: ['carousel', 'reel'],
    hashtags: ['zenitheritage', 'storieditempo'], mention: 'zenit.watches',
    categories: ['Fashion', 'Lifestyle'], deals: ['shortlisted', 'shortlisted'],
  },
  {
    sponsor: 'Enoteca Barolo', code: 'ENB-VENDEMMIA', name: 'Vendemmia — degustazioni in cantina', status: 'on_hold', stoppedAt: 'negotiating', objective: 'engagement', days: [25, 70], budgetEur: 10_000,
    goal: 'Portare prenotazioni alle degustazioni in cantina durante la vendemmia.',
    deliverables: ['1 reel dalla cantina', '2 stories con link alle prenotazioni'],
    kinds: ['reel', 'story'],
    hashtags: ['enotecabarolo', 'vendemmia'], mention: 'enotecabarolo',
    categories: ['Food', 'Travel'], deals: ['sponsor_approved', 'offer_sent', 'proposed'],
  },
  {
    sponsor: 'Rosa dei Venti Tours', code: 'RDV-BORGHI', name: 'Weekend nei borghi — city break', status: 'cancelled', stoppedAt: 'pitched', objective: 'traffic', days: [-25, 15], budgetEur: 9_000,
    goal: 'Promuovere i pacchetti weekend nei borghi con partenze di gruppo.',
    deliverables: ['1 reel dal borgo', '3 stories con link ai pacchetti'],
    kinds: ['reel', 'story'],
    hashtags: ['rosadeiventi', 'weekendneiborghi'], mention: 'rosadeiventitours',
    categories: ['Travel'], deals: [{ droppedAfter: 'proposed', reason: CANCELLED_BY_SPONSOR }, { droppedAfter: 'proposed', reason: CANCELLED_BY_SPONSOR }],
  },
];

const CAMPAIGN_FORWARD: readonly CampaignStatus[] = ['pitched', 'negotiating', 'confirmed', 'in_progress', 'reporting', 'completed'];
const DEAL_FORWARD: readonly DealStatus[] = ['proposed', 'sponsor_approved', 'offer_sent', 'confirmed', 'in_production', 'delivered', 'paid'];

/** The status changes, one step at a time, from where a new record starts (the status before `forward`) to `reached`, then to `last` if given. */
function stepsTo<Status extends string>(forward: readonly Status[], reached: Status, last?: Status): Status[] {
  const steps = forward.slice(0, forward.indexOf(reached) + 1);
  return last === undefined ? steps : [...steps, last];
}

/** The season and year of a day: what a campaign's name says of when it runs. */
function seasonOf(day: string): string {
  const month = Number(day.slice(5, 7));
  const season = month >= 3 && month <= 5 ? 'Primavera' : month >= 6 && month <= 8 ? 'Estate' : month >= 9 && month <= 11 ? 'Autunno' : 'Inverno';
  return `${season} ${day.slice(0, 4)}`;
}

function kpiTargets(objective: CampaignObjective, budgetEur: number): KpiTargetValues {
  const thousands = (value: number) => Math.round(value / 1000) * 1000;
  const none: KpiTargetValues = { views: null, reach: null, engagements: null, er_bps: null, cpm_minor: null, cpe_minor: null };
  switch (objective) {
    case 'awareness':
      return { ...none, views: thousands(budgetEur * 80), reach: thousands(budgetEur * 45), cpm_minor: 1250 };
    case 'engagement':
      return { ...none, engagements: thousands(budgetEur * 6), er_bps: 450, cpe_minor: 18 };
    case 'traffic':
      return { ...none, reach: thousands(budgetEur * 50), views: thousands(budgetEur * 70), cpm_minor: 1500 };
    case 'sales':
      return { ...none, views: thousands(budgetEur * 60), engagements: thousands(budgetEur * 4), cpe_minor: 25 };
  }
}

function briefOf(campaign: DemoCampaign): string {
  return [
    '<h2>Obiettivo</h2>',
    `<p>${campaign.goal}</p>`,
    '<h2>Deliverable</h2>',
    `<ul>${campaign.deliverables.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<p>Ogni contenuto dichiara la collaborazione con <strong>#adv</strong> in apertura della caption e tagga @${campaign.mention}.</p>`,
  ].join('');
}

/**
 * The demo campaigns: each made a draft with its brief, targets and budget, its creators shortlisted
 * (at their default commission) and priced, then moved along its pipeline one allowed step at a
 * time, as people would in the product. Deals are with active creators of the categories the
 * campaign looks for. Left out when the first demo campaign is there already.
 */
export async function seedCampaigns(services: Services, context: RequestContext, ownerIds: readonly number[]): Promise<{ campaigns: number; deals: number }> {
  const rnd = random(20_260_701);
  const existing = await services.campaigns.list(context, { page: 1, page_size: 1, q: DEMO_CAMPAIGNS[0]!.code, archived: 'all', sort: 'updated_at', dir: 'desc' });
  if (existing.total > 0) return { campaigns: 0, deals: 0 };

  const sponsorList = await services.sponsors.list(context, { page: 1, page_size: 100, archived: 'current', sort: 'display_name', dir: 'asc' });
  const sponsorIdOf = new Map(sponsorList.sponsors.map((sponsor) => [sponsor.display_name, sponsor.sponsor_id]));
  const active: { creator_id: number; categories: string[] }[] = [];
  for (let page = 1; ; page += 1) {
    const { creators, total } = await services.creators.records.list(context, { page, page_size: 100, status: 'active', archived: 'current', sort: 'stage_name', dir: 'asc' });
    active.push(...creators.map((creator) => ({ creator_id: creator.creator_id, categories: creator.categories.map((category) => category.name) })));
    if (creators.length === 0 || active.length >= total) break;
  }

  const today = new Date();
  const day = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset)).toISOString().slice(0, 10);
  let dealCount = 0;
  for (const [index, plan] of DEMO_CAMPAIGNS.entries()) {
    const sponsorId = sponsorIdOf.get(plan.sponsor);
    if (sponsorId === undefined) throw new Error(`The demo sponsor ${plan.sponsor} is missing: seed the roster first.`);
    const [startsOn, endsOn] = [day(plan.days[0]), day(plan.days[1])];
    const budgetMinor = plan.budgetEur * 100;
    let campaign = await services.campaigns.create(context, {
      name: plan.name.replace('{season}', seasonOf(startsOn)),
      code: plan.code,
      sponsor_id: sponsorId,
      brief: briefOf(plan),
      objective: plan.objective,
      kpi_targets: kpiTargets(plan.objective, plan.budgetEur),
      budget_minor: budgetMinor,
      agency_fee_minor: Math.round(budgetMinor * rnd.pick([0.15, 0.18, 0.2])),
      currency: 'EUR',
      starts_on: startsOn,
      ends_on: endsOn,
      hashtags: [...plan.hashtags],
      mentions: [plan.mention],
      disclosure: 'adv',
      usage_rights: plan.usageRights ?? null,
      exclusivity: plan.exclusivity ?? null,
      owner_id: ownerIds.length > 0 ? ownerIds[index % ownerIds.length]! : undefined,
    });

    // Creators of the campaign's categories, drawn without repeats.
    const candidates = active.filter((creator) => creator.categories.some((name) => (plan.categories as readonly string[]).includes(name)));
    const chosen: number[] = [];
    while (chosen.length < plan.deals.length && chosen.length < candidates.length) {
      const pick = rnd.pick(candidates).creator_id;
      if (!chosen.includes(pick)) chosen.push(pick);
    }
    const added = await services.deals.add(context, campaign.campaign_id, chosen);
    for (const [dealIndex, target] of plan.deals.entries()) {
      const deal = added.deals.find((entry) => entry.creator.creator_id === chosen[dealIndex]);
      if (!deal) continue;
      let { version } = await services.deals.update(context, campaign.campaign_id, deal.deal_id, {
        fee_gross_minor: Math.round((budgetMinor * rnd.pick([0.08, 0.1, 0.12, 0.15])) / 5000) * 5000,
        exclusivity_until: plan.exclusivity ? day(plan.days[1] + 30) : undefined,
        version: deal.version,
      });
      const steps = typeof target === 'string' ? stepsTo(DEAL_FORWARD, target) : stepsTo(DEAL_FORWARD, target.droppedAfter, 'dropped');
      for (const status of steps) {
        const dropReason = status === 'dropped' && typeof target !== 'string' ? target.reason : undefined;
        ({ version } = await services.deals.changeStatus(context, campaign.campaign_id, deal.deal_id, { status, version, drop_reason: dropReason }));
      }
      dealCount += 1;
    }
    const steps = plan.stoppedAt === undefined ? stepsTo(CAMPAIGN_FORWARD, plan.status) : stepsTo(CAMPAIGN_FORWARD, plan.stoppedAt, plan.status);
    for (const status of steps) campaign = await services.campaigns.changeStatus(context, campaign.campaign_id, status, campaign.version);
  }
  return { campaigns: DEMO_CAMPAIGNS.length, deals: dealCount };
}

// --- deliverables -------------------------------------------------------------------------------

/** The types each platform takes, the usual one first. */
const PLATFORM_TYPES: Record<Platform, readonly DeliverableType[]> = {
  instagram: ['reel', 'story', 'post', 'carousel'],
  tiktok: ['short_video'],
  youtube: ['dedicated_video', 'short_video', 'integration'],
  twitch: ['live', 'integration'],
  x: ['post'],
  facebook: ['post', 'reel', 'story'],
  linkedin: ['post', 'carousel'],
  podcast: ['integration'],
  blog: ['post'],
  other: ['ugc'],
};
/** Where a type goes when the creator has no account to say so. */
const USUAL_PLATFORM: Partial<Record<DeliverableType, Platform>> = { short_video: 'tiktok', dedicated_video: 'youtube', live: 'twitch', integration: 'youtube' };
/** The statuses the deliverables of creators in production take in turn: every step of a draft's review, two drafts late, one dropped from the plan. */
const IN_PRODUCTION_TURNS: readonly DeliverableStatus[] = ['approved', 'awaiting_draft', 'in_review', 'changes_requested', 'approved', 'in_review', 'awaiting_draft', 'cancelled', 'changes_requested'];
const CAPTION_OPENERS = ['Vi porto con me a scoprire', 'Ho provato per voi', 'Tre motivi per cui mi è piaciuto', 'Oggi vi racconto', 'Il mio momento preferito con'];
const FEEDBACK_NEEDS_WORK = [
  'Manca #adv in apertura della caption: va messo all’inizio, prima del testo.',
  'Il prodotto si vede solo negli ultimi secondi: mostralo entro i primi 3 secondi e inquadra bene il logo.',
  'La musica non è tra quelle con licenza commerciale: sostituiscila con un brano della libreria.',
  'Tagga @{mention} anche nel contenuto, non solo nella caption, e aggiungi gli hashtag della campagna.',
  'Il codice sconto non si legge: mettilo in sovrimpressione per almeno 3 secondi.',
];
const FEEDBACK_CORRECTIONS = ['Ok per la pubblicazione: correggi solo il refuso nella seconda riga della caption.', 'Approvato: sposta gli hashtag in fondo alla caption prima di pubblicare.'];

interface PlannedDeliverable {
  platform: Platform;
  type: DeliverableType;
  draftDueOn: string;
  publishDueOn: string;
  status: DeliverableStatus;
  /** For a published one: whether it shows the disclosure. */
  disclosure: boolean;
  /** The first draft is approved; otherwise it needs work and the second one is approved (with corrections, once published). */
  firstDraftApproved: boolean;
  feedback: string;
  handle: string;
  /** Random digits and letters for the addresses of its drafts and its publication. */
  token: string;
}

function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const clampDay = (day: string, first: string, last: string) => (day < first ? first : day > last ? last : day);

/** What a deal's deliverables reach, from its campaign's and its own status; `turn` counts the deliverables in production so far. */
function deliverableStatusFor(campaign: CampaignStatus, deal: DealStatus, index: number, turn: number): DeliverableStatus {
  if (campaign === 'cancelled') return 'cancelled';
  if (campaign === 'completed' || campaign === 'reporting') return deal === 'paid' ? 'measured' : 'published';
  if (deal === 'delivered' || deal === 'paid') return 'published';
  if (deal === 'in_production') return IN_PRODUCTION_TURNS[turn % IN_PRODUCTION_TURNS.length]!;
  if (deal === 'confirmed' && campaign === 'in_progress') return 'awaiting_draft';
  if (deal === 'confirmed' && campaign === 'confirmed') return index === 0 ? 'awaiting_draft' : 'planned';
  return 'planned';
}

/**
 * The due days of a deliverable: in the campaign's period, the draft before the publication, and
 * where its status puts them against today (done ones in the past, late drafts just past, the rest ahead).
 */
function dueDaysFor(status: DeliverableStatus, late: boolean, period: { first: string; last: string }, today: string, share: number, rnd: ReturnType<typeof random>): [string, string] {
  const { first, last } = period;
  const span = (from: string, to: string) => Math.max(0, daysBetween(from, to));
  let draft: string;
  let publish: string;
  switch (status) {
    case 'published':
    case 'measured': {
      const end = last < today ? last : addDays(today, -1);
      draft = addDays(first, Math.round(span(first, end) * (0.15 + 0.5 * share)));
      publish = addDays(draft, rnd.int(3, 6));
      publish = publish > end ? end : publish;
      break;
    }
    case 'approved':
      draft = addDays(today, -rnd.int(3, 8));
      publish = addDays(today, rnd.int(2, 10));
      break;
    case 'in_review':
      draft = addDays(today, -rnd.int(0, 2));
      publish = addDays(today, rnd.int(5, 12));
      break;
    case 'changes_requested':
      draft = addDays(today, rnd.int(2, 4));
      publish = addDays(today, rnd.int(8, 14));
      break;
    case 'awaiting_draft':
    case 'planned':
    case 'cancelled': {
      // A late draft a few days past; otherwise ahead, over the rest of the period.
      const start = first > today ? first : addDays(today, 1);
      draft = late ? addDays(today, -rnd.int(2, 6)) : addDays(start, Math.round(span(start, last) * (0.1 + 0.5 * share)));
      publish = addDays(draft, rnd.int(4, 9));
      break;
    }
  }
  const draftDue = clampDay(draft, first, last);
  return [draftDue, clampDay(publish < draftDue ? draftDue : publish, first, last)];
}

function publishedUrl(deliverable: PlannedDeliverable): string {
  const { platform, type, handle, token } = deliverable;
  const digits = token.replace(/\D/g, '').padEnd(19, '7').slice(0, 19);
  const code = token.slice(0, 11);
  switch (platform) {
    case 'instagram':
      return type === 'story' ? `https://www.instagram.com/stories/${handle}/${digits}/` : type === 'reel' ? `https://www.instagram.com/reel/${code}/` : `https://www.instagram.com/p/${code}/`;
    case 'tiktok':
      return `https://www.tiktok.com/@${handle}/video/${digits}`;
    case 'youtube':
      return type === 'short_video' ? `https://www.youtube.com/shorts/${code}` : `https://www.youtube.com/watch?v=${code}`;
    case 'twitch':
      return `https://www.twitch.tv/videos/${digits.slice(0, 10)}`;
    case 'x':
      return `https://x.com/${handle}/status/${digits}`;
    case 'facebook':
      return `https://www.facebook.com/${handle}/posts/${digits.slice(0, 16)}`;
    default:
      return `https://${handle.replace(/_/g, '-')}.example/${code}`;
  }
}

const TOKEN_CHARACTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'];
const DIGITS = [...'0123456789'];

/** The deliverables of one deal: 1 to 3 (2 or 3 in production), of the brief's types on the creator's primary platform. */
function planDeal(plan: DemoCampaign, campaign: Campaign, deal: Deal, period: { first: string; last: string }, today: string, seed: number, turn: { next: number }, disclosure: { missing: boolean }): PlannedDeliverable[] {
  const rnd = random(seed);
  const count = deal.status === 'in_production' ? rnd.int(2, 3) : rnd.int(1, 3);
  const primary = deal.creator.primary_account;
  const handle = primary?.handle ?? deal.creator.stage_name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  // The brief's types the platform takes, then the platform's usual ones.
  const types = primary ? [...new Set([...plan.kinds.filter((kind) => PLATFORM_TYPES[primary.platform].includes(kind)), ...PLATFORM_TYPES[primary.platform]])] : plan.kinds;
  const planned: PlannedDeliverable[] = [];
  for (let index = 0; index < count; index += 1) {
    const type = types[index % types.length]!;
    const inProduction = deal.status === 'in_production' && campaign.status === 'in_progress';
    const status = deliverableStatusFor(campaign.status, deal.status, index, inProduction ? turn.next++ : 0);
    const [draftDueOn, publishDueOn] = dueDaysFor(status, inProduction && status === 'awaiting_draft', period, today, (index + rnd.next() * 0.8) / count, rnd);
    const missing = status === 'published' && disclosure.missing;
    if (missing) disclosure.missing = false;
    planned.push({
      platform: primary?.platform ?? USUAL_PLATFORM[type] ?? 'instagram',
      type,
      draftDueOn,
      publishDueOn,
      status,
      disclosure: !missing,
      firstDraftApproved: rnd.next() < 0.5,
      feedback: rnd.pick(FEEDBACK_NEEDS_WORK).replace('{mention}', campaign.mentions[0] ?? 'brand'),
      handle,
      token: Array.from({ length: 11 }, () => rnd.pick(TOKEN_CHARACTERS)).join('') + Array.from({ length: 19 }, () => rnd.pick(DIGITS)).join(''),
    });
  }
  return planned;
}

/**
 * Takes a new deliverable to its planned status as people would: awaiting a draft, drafts
 * submitted by the contributor and reviewed by the editor, published by the staff, then measured;
 * or cancelled (straight from planned when `fromPlanned`). Returns how many drafts it submitted.
 */
async function takeThrough(
  services: Services,
  actors: DeliverableActors,
  created: Deliverable,
  item: PlannedDeliverable,
  texts: { caption: string; links: (version: number) => string; corrections: string; fromPlanned: boolean },
): Promise<number> {
  const { staff, submitter, reviewer } = actors;
  const id = created.deliverable_id;
  let { version } = created;
  const changeStatus = async (status: DeliverableStatus) => ({ version } = await services.deliverables.changeStatus(staff, id, status, version));
  if (item.status === 'planned') return 0;
  if (!(item.status === 'cancelled' && texts.fromPlanned)) await changeStatus('awaiting_draft');
  if (item.status === 'cancelled') await changeStatus('cancelled');
  if (item.status === 'awaiting_draft' || item.status === 'cancelled') return 0;

  // A first draft sent back for its disclosure has it at the end of the caption.
  const firstNeedsWork = item.status === 'changes_requested' || item.status === 'approved' || !item.firstDraftApproved;
  let drafts = 0;
  const submit = async (draftVersion: number) => {
    const caption = draftVersion === 1 && firstNeedsWork && item.feedback === FEEDBACK_NEEDS_WORK[0] ? `${texts.caption.replace('#adv ', '')} #adv` : texts.caption;
    const list = await services.deliverables.submitDraft(submitter, id, { link_url: texts.links(draftVersion), caption }, undefined);
    drafts += 1;
    return list.drafts[0]!.draft_id;
  };
  const review = async (draftId: number, outcome: DraftOutcome, feedback?: string) => ({ version } = (await services.deliverables.reviewDraft(reviewer, id, draftId, { outcome, feedback })).deliverable);

  const firstDraft = await submit(1);
  if (item.status === 'in_review') return drafts;
  if (!firstNeedsWork) {
    await review(firstDraft, 'approved');
  } else {
    await review(firstDraft, 'needs_work', item.feedback);
    if (item.status === 'changes_requested') return drafts;
    const secondDraft = await submit(2);
    if (item.status === 'approved') await review(secondDraft, 'approved');
    else await review(secondDraft, 'approved_with_corrections', texts.corrections);
  }
  if (item.status === 'approved') return drafts;
  ({ version } = await services.deliverables.publish(staff, id, { version, published_url: publishedUrl(item), published_at: `${item.publishDueOn}T16:30:00.000Z`, disclosure_present: item.disclosure }));
  if (item.status === 'measured') await changeStatus('measured');
  return drafts;
}

/** Who makes the deliverables: the staff plan and publish them, a contributor submits the creators' drafts, an editor reviews them. */
export interface DeliverableActors {
  staff: RequestContext;
  submitter: RequestContext;
  reviewer: RequestContext;
}

/**
 * The deliverables of the demo campaigns' deals that are not dropped, each taken through the
 * services to the status its campaign and deal have reached: planned and awaiting a draft, drafts
 * in review, sent back with feedback and approved as versions 1 and 2 (links, no files), published
 * with their address (one without the disclosure) and measured, or cancelled. Due days fall in the
 * campaign's period, placed against the agency's today by their status (some drafts are late).
 * A deal that has deliverables already is left as it is, so that a second run adds nothing and an
 * older demo database gets them.
 */
export async function seedDeliverables(services: Services, actors: DeliverableActors): Promise<{ deliverables: number; drafts: number }> {
  const { staff } = actors;
  const turn = { next: 0 };
  let deliverableCount = 0;
  let draftCount = 0;
  for (const [campaignIndex, plan] of DEMO_CAMPAIGNS.entries()) {
    const found = await services.campaigns.list(staff, { page: 1, page_size: 10, q: plan.code, archived: 'all', sort: 'updated_at', dir: 'desc' });
    const campaign = found.campaigns.find((entry) => entry.code === plan.code);
    if (!campaign || campaign.archived_at) continue;
    const [{ deals }, { deliverables, today }] = await Promise.all([services.deals.list(staff, campaign.campaign_id), services.deliverables.list(staff, campaign.campaign_id)]);
    const first = campaign.starts_on ?? addDays(today, -30);
    const period = { first, last: campaign.ends_on && campaign.ends_on >= first ? campaign.ends_on : addDays(first, 60) };
    const withDeliverables = new Set(deliverables.map((deliverable) => deliverable.deal_id));
    const disclosure = { missing: plan.missingDisclosure === true };
    const caption = `#adv ${CAPTION_OPENERS[campaignIndex % CAPTION_OPENERS.length]!} ${campaign.name} con @${campaign.mentions[0] ?? 'brand'} ${campaign.hashtags.map((tag) => `#${tag}`).join(' ')}`;
    const captionRequirements = `Apri la caption con #${campaign.disclosure}, tagga @${campaign.mentions.join(' @')} e usa ${campaign.hashtags.map((tag) => `#${tag}`).join(' ')}.`;
    const current = [...deals].sort((a, b) => a.deal_id - b.deal_id);
    for (const [dealIndex, deal] of current.entries()) {
      if (deal.status === 'dropped') continue;
      // Planned for every deal, so that the turns and the disclosure do not depend on which deals are done already.
      const planned = planDeal(plan, campaign, deal, period, today, 20_260_900 + campaignIndex * 100 + dealIndex, turn, disclosure);
      if (withDeliverables.has(deal.deal_id)) continue;
      for (const [index, item] of planned.entries()) {
        const deliverable = await services.deliverables.add(staff, campaign.campaign_id, deal.deal_id, {
          platform: item.platform,
          type: item.type,
          draft_due_on: item.draftDueOn,
          publish_due_on: item.publishDueOn,
          caption_requirements: captionRequirements,
        });
        deliverableCount += 1;
        const links = (version: number) => `https://drive.example/condivisi/${plan.code.toLowerCase()}/${item.handle}/${item.type}-${index + 1}-v${version}`;
        const corrections = FEEDBACK_CORRECTIONS[(campaignIndex + index) % FEEDBACK_CORRECTIONS.length]!;
        draftCount += await takeThrough(services, actors, deliverable, item, { caption, links, corrections, fromPlanned: campaign.status === 'cancelled' });
      }
    }
  }
  return { deliverables: deliverableCount, drafts: draftCount };
}

// --- the demo creator's portal ---------------------------------------------------------------

/** The demo campaigns the creator with a portal account works on, and the step their deal has reached. */
const PORTAL_DEALS: readonly { code: string; status: DealStatus }[] = [
  { code: 'URB-DROP02', status: 'in_production' },
  { code: 'SOLE-POLAR', status: 'in_production' },
  { code: 'DLT-APP', status: 'confirmed' },
  { code: 'GRV-GUSTI', status: 'delivered' },
];

/**
 * Links the demo creator's portal account to the roster's first active creator and puts that
 * creator in a few demo campaigns, priced, at the step each has reached; run before
 * seedDeliverables, which gives those deals their deliverables, drafts and feedback. Left as it
 * is when the account is linked already.
 */
export async function seedCreatorPortal(services: Services, db: Database, context: RequestContext, portalUserId: number): Promise<{ creator: string | null; deals: number }> {
  if (await creatorsRepository.findByPortalUser(db, portalUserId)) return { creator: null, deals: 0 };
  const { creators } = await services.creators.records.list(context, { page: 1, page_size: 1, status: 'active', archived: 'current', sort: 'stage_name', dir: 'asc' });
  const creator = creators[0];
  if (!creator) return { creator: null, deals: 0 };
  // As accepting a portal invitation does (a trigger of the invitations table links the account).
  await db.execute(sql`update creators set portal_user_id = ${portalUserId}, updated_at = now() where id = ${creator.creator_id} and portal_user_id is null`);
  let dealCount = 0;
  for (const [index, target] of PORTAL_DEALS.entries()) {
    const found = await services.campaigns.list(context, { page: 1, page_size: 10, q: target.code, archived: 'current', sort: 'updated_at', dir: 'desc' });
    const campaign = found.campaigns.find((entry) => entry.code === target.code);
    if (!campaign) continue;
    const added = await services.deals.add(context, campaign.campaign_id, [creator.creator_id]);
    const deal = added.deals.find((entry) => entry.creator.creator_id === creator.creator_id);
    if (!deal || deal.status !== 'shortlisted') continue;
    let { version } = await services.deals.update(context, campaign.campaign_id, deal.deal_id, { fee_gross_minor: (12 + index * 4) * 100_000, version: deal.version });
    for (const status of stepsTo(DEAL_FORWARD, target.status)) ({ version } = await services.deals.changeStatus(context, campaign.campaign_id, deal.deal_id, { status, version }));
    dealCount += 1;
  }
  return { creator: creator.stage_name, deals: dealCount };
}

// --- tasks -----------------------------------------------------------------------------------

const TASK_TITLES = [
  'Chiamare il brand per il brief', 'Inviare la proposta con i creator', 'Controllare i diritti d’uso', 'Sollecitare la bozza in ritardo',
  'Preparare il report di metà campagna', 'Rinnovare il contratto di rappresentanza', 'Aggiornare il media kit', 'Chiedere i numeri aggiornati',
  'Verificare la disclosure #adv', 'Fissare la call di kick-off', 'Mandare la fattura allo sponsor', 'Raccogliere gli screenshot dei risultati',
] as const;
const TASK_LINK_PLAN = ['campaign', 'creator', 'sponsor', null] as const;

/**
 * About 40 tasks from three months back to three ahead, assigned to the demo staff in turn and
 * linked to demo campaigns, creators and sponsors; most past ones are done. Left as they are when
 * the demo tasks are there already.
 */
export async function seedTasks(services: Services, context: RequestContext, assigneeIds: readonly number[]): Promise<{ tasks: number; done: number }> {
  const listed = { state: 'all', archived: 'all', page: 1, page_size: 1, sort: 'due_on', dir: 'asc' } as const;
  if ((await services.tasks.list(context, { ...listed, q: TASK_TITLES[0] })).total > 0) return { tasks: 0, done: 0 };
  const rnd = random(20_261_126);
  const [campaigns, creators, sponsors] = await Promise.all([
    services.campaigns.list(context, { page: 1, page_size: 20, archived: 'current', sort: 'updated_at', dir: 'desc' }),
    services.creators.records.list(context, { page: 1, page_size: 20, archived: 'current', sort: 'stage_name', dir: 'asc' }),
    services.sponsors.list(context, { page: 1, page_size: 20, archived: 'current', sort: 'display_name', dir: 'asc' }),
  ]);
  const linkIds = {
    campaign: campaigns.campaigns.map((campaign) => campaign.campaign_id),
    creator: creators.creators.map((creator) => creator.creator_id),
    sponsor: sponsors.sponsors.map((sponsor) => sponsor.sponsor_id),
  };
  const today = new Date().toISOString().slice(0, 10);
  let done = 0;
  const count = 40;
  for (let index = 0; index < count; index += 1) {
    const dueOn = addDays(today, Math.round(-90 + (180 * index) / (count - 1)) + rnd.int(-2, 2));
    const kind = TASK_LINK_PLAN[index % TASK_LINK_PLAN.length]!;
    const link = kind && linkIds[kind].length > 0 ? { link_kind: kind, link_id: rnd.pick(linkIds[kind]) } : {};
    const task = await services.tasks.create(context, {
      title: TASK_TITLES[index % TASK_TITLES.length]!,
      due_on: dueOn,
      priority: rnd.pick(['low', 'normal', 'normal', 'high', 'urgent'] as const),
      notes: index % 3 === 0 ? 'Nota di esempio: dettagli nella mail dello sponsor.' : '',
      assignee_id: assigneeIds.length > 0 ? assigneeIds[index % assigneeIds.length]! : null,
      ...link,
    });
    // Most of what was due is done; a few are left overdue for the list to show.
    if (dueOn < today && rnd.next() < 0.8) {
      await services.tasks.markDone(context, task.task_id, task.version);
      done += 1;
    }
  }
  return { tasks: count, done };
}
