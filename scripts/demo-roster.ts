/**
 * The demo roster: about 40 sponsors with their contacts, 300 creators with accounts on several
 * platforms, 12 months of numbers each and rate cards; and 14 campaigns of those sponsors, one or
 * more in every status, each with a few of those creators. Made through the services (so the
 * audit log tells the story), numbers through the repository in one transaction per creator.
 */
import {
  italianVatCheckDigit,
  PLATFORMS,
  type CampaignObjective,
  type CampaignStatus,
  type DealStatus,
  type DeliverableType,
  type KpiTargetValues,
  type Platform,
  type SponsorStatus,
} from '../contract';
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
    hashtags: ['auroravitaminac', 'skincareroutine'], mention: 'aurora.cosmetici', usageRights: 'Uso organico sui canali del brand per 6 mesi; ads escluse.',
    categories: ['Beauty', 'Lifestyle'], deals: ['paid', 'paid', 'paid', { droppedAfter: 'proposed', reason: 'Compenso fuori budget' }],
  },
  {
    sponsor: 'Caffè Dolomiti', code: 'CDO-MOKA', name: 'Rituale del mattino — moka limited edition', status: 'completed', objective: 'sales', days: [-80, -35], budgetEur: 12_000,
    goal: 'Vendere la moka in edizione limitata con il codice sconto dedicato a ogni creator.',
    deliverables: ['1 reel con la preparazione del caffè', '2 stories con codice sconto e link'],
    hashtags: ['ritualedelmattino', 'caffedolomiti'], mention: 'caffedolomiti',
    categories: ['Food', 'Lifestyle'], deals: ['paid', 'paid', 'delivered'],
  },
  {
    sponsor: 'Mare Blu Resort', code: 'MBR-FAMILY', name: '{season} — soggiorni family', status: 'reporting', objective: 'traffic', days: [-62, -8], budgetEur: 25_000,
    goal: 'Portare visite alla pagina delle offerte family e richieste di preventivo.',
    deliverables: ['Soggiorno di 3 notti con la famiglia', '1 reel e 5 stories durante il soggiorno', '1 video YouTube con il racconto del weekend'],
    hashtags: ['marebluresort', 'vacanzeinfamiglia'], mention: 'marebluresort', usageRights: 'Uso organico e ads sui canali del resort per 12 mesi.',
    categories: ['Travel', 'Family'], deals: ['delivered', 'paid', 'delivered', 'paid'],
  },
  {
    sponsor: 'Gelateria Riva', code: 'GRV-GUSTI', name: '{season} — i nuovi gusti', status: 'reporting', objective: 'engagement', days: [-50, -5], budgetEur: 8_000,
    goal: 'Far votare alla community il gusto che resterà in carta tutto l’anno.',
    deliverables: ['1 reel con l’assaggio dei tre gusti', '1 story con il sondaggio'],
    hashtags: ['gelateriariva', 'votailgusto'], mention: 'gelateriariva',
    categories: ['Food', 'Family'], deals: ['delivered', 'delivered', { droppedAfter: 'confirmed', reason: 'Date non compatibili con il calendario del creator' }],
  },
  {
    sponsor: 'Urbano Sneakers', code: 'URB-DROP02', name: 'Drop 02 — city runner', status: 'in_progress', objective: 'sales', days: [-21, 24], budgetEur: 30_000,
    goal: 'Esaurire il drop 02 in tre settimane, con un codice per creator per misurare le vendite.',
    deliverables: ['1 reel outfit in città', '1 TikTok con la corsa del mattino', '3 stories con codice sconto'],
    hashtags: ['urbanodrop02', 'cityrunner'], mention: 'urbano.sneakers', exclusivity: 'Nessun altro brand di sneakers per 30 giorni dalla pubblicazione.',
    categories: ['Fashion', 'Fitness', 'Lifestyle'], deals: ['in_production', 'in_production', 'delivered', 'confirmed', { droppedAfter: 'offer_sent', reason: 'Il creator ha rifiutato l’esclusiva' }],
  },
  {
    sponsor: 'Sole Eyewear', code: 'SOLE-POLAR', name: '{season} — occhiali polarizzati', status: 'in_progress', objective: 'awareness', days: [-14, 30], budgetEur: 22_000,
    goal: 'Raccontare le lenti polarizzate in situazioni reali: mare, montagna, città.',
    deliverables: ['1 reel in esterno con le lenti a confronto', '4 stories con link allo store locator'],
    hashtags: ['soleeyewear', 'vediloconisole'], mention: 'sole.eyewear',
    categories: ['Fashion', 'Travel'], deals: ['in_production', 'delivered', 'in_production'],
  },
  {
    sponsor: 'Delta Fitness', code: 'DLT-APP', name: 'Allenati a casa — lancio app Delta', status: 'confirmed', objective: 'traffic', days: [10, 55], budgetEur: 15_000,
    goal: 'Portare download dell’app con la prova gratuita di 30 giorni.',
    deliverables: ['1 reel con un allenamento di 10 minuti', '1 video YouTube con la prova dell’app', '3 stories con link al download'],
    hashtags: ['deltafitness', 'allenatiacasa'], mention: 'deltafitness',
    categories: ['Fitness', 'Tech'], deals: ['confirmed', 'confirmed', 'confirmed', { droppedAfter: 'sponsor_approved', reason: 'Il cliente ha preferito un profilo diverso' }],
  },
  {
    sponsor: 'Stella Beauty', code: 'STB-LIPS', name: 'Capsule collection — palette labbra', status: 'confirmed', objective: 'engagement', days: [18, 60], budgetEur: 14_000,
    goal: 'Creare conversazione sulla palette con tutorial e un giveaway.',
    deliverables: ['1 tutorial reel con tre look', '1 post carosello con giveaway'],
    hashtags: ['stellabeauty', 'palettelabbra'], mention: 'stellabeauty', exclusivity: 'Nessun altro brand di make-up labbra durante la campagna.',
    categories: ['Beauty'], deals: ['confirmed', 'confirmed', 'offer_sent'],
  },
  {
    sponsor: 'Vento Audio', code: 'VNT-ANC', name: 'Cuffie Vento ANC — lancio', status: 'negotiating', objective: 'awareness', days: [35, 80], budgetEur: 20_000,
    goal: 'Lanciare le nuove cuffie con cancellazione del rumore tra chi studia, gioca e viaggia.',
    deliverables: ['1 video YouTube con la recensione', '1 short con la prova in metro', '2 stories con link'],
    hashtags: ['ventoaudio', 'silenzioattivo'], mention: 'vento.audio',
    categories: ['Tech', 'Music', 'Gaming'], deals: ['sponsor_approved', 'offer_sent', 'offer_sent', 'proposed', { droppedAfter: 'proposed', reason: 'Il cliente ha preferito un profilo diverso' }],
  },
  {
    sponsor: 'Pixel Games Italia', code: 'PXG-QUEST', name: 'Pixel Quest — live e short di lancio', status: 'pitched', objective: 'engagement', days: [45, 88], budgetEur: 16_000,
    goal: 'Far provare il gioco in anteprima in live e portare wishlist nella settimana di lancio.',
    deliverables: ['1 live Twitch di almeno 2 ore', '3 short con i momenti migliori'],
    hashtags: ['pixelquest', 'pixelgamesitalia'], mention: 'pixelgamesita',
    categories: ['Gaming', 'Tech'], deals: ['proposed', 'proposed', 'proposed', 'shortlisted'],
  },
  {
    sponsor: 'Vela Energy Drinks', code: 'VELA-ZERO', name: '{season} — lancio bottiglia Vela Zero', status: 'draft', objective: 'awareness', days: [60, 90], budgetEur: 35_000,
    goal: 'Presentare la nuova bottiglia senza zuccheri a chi fa sport e va ai festival.',
    deliverables: ['1 reel in allenamento o al festival', '1 TikTok con la sfida #velazero', '3 stories'],
    hashtags: ['velazero', 'energiapulita'], mention: 'vela.energy',
    categories: ['Fitness', 'Music', 'Lifestyle'], deals: ['shortlisted', 'shortlisted', 'shortlisted', 'shortlisted'],
  },
  {
    sponsor: 'Zenit Watches', code: 'ZEN-HERITAGE', name: 'Heritage collection — storie di tempo', status: 'draft', objective: 'awareness', days: [62, 89], budgetEur: 40_000,
    goal: 'Raccontare la collezione Heritage con storie personali legate al tempo.',
    deliverables: ['1 post carosello con il racconto', '1 reel in bianco e nero'],
    hashtags: ['zenitheritage', 'storieditempo'], mention: 'zenit.watches',
    categories: ['Fashion', 'Lifestyle'], deals: ['shortlisted', 'shortlisted'],
  },
  {
    sponsor: 'Enoteca Barolo', code: 'ENB-VENDEMMIA', name: 'Vendemmia — degustazioni in cantina', status: 'on_hold', stoppedAt: 'negotiating', objective: 'engagement', days: [25, 70], budgetEur: 10_000,
    goal: 'Portare prenotazioni alle degustazioni in cantina durante la vendemmia.',
    deliverables: ['1 reel dalla cantina', '2 stories con link alle prenotazioni'],
    hashtags: ['enotecabarolo', 'vendemmia'], mention: 'enotecabarolo',
    categories: ['Food', 'Travel'], deals: ['sponsor_approved', 'offer_sent', 'proposed'],
  },
  {
    sponsor: 'Rosa dei Venti Tours', code: 'RDV-BORGHI', name: 'Weekend nei borghi — city break', status: 'cancelled', stoppedAt: 'pitched', objective: 'traffic', days: [-25, 15], budgetEur: 9_000,
    goal: 'Promuovere i pacchetti weekend nei borghi con partenze di gruppo.',
    deliverables: ['1 reel dal borgo', '3 stories con link ai pacchetti'],
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
