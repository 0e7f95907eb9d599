/**
 * The demo roster: about 40 sponsors with their contacts, 300 creators with accounts on several
 * platforms, 12 months of numbers each and rate cards. Made through the services (so the audit
 * log tells the story), numbers through the repository in one transaction per creator.
 */
import { italianVatCheckDigit, PLATFORMS, type DeliverableType, type Platform, type SponsorStatus } from '../contract';
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
];
const INDUSTRIES = ['beauty', 'food', 'travel', 'fashion', 'sport', 'tech', 'home', 'drinks'];
const CITIES = ['Milano', 'Roma', 'Torino', 'Bologna', 'Napoli', 'Firenze', 'Verona', 'Bari', 'Palermo', 'Genova'];
const FIRST_NAMES = ['Giulia', 'Marco', 'Sara', 'Luca', 'Chiara', 'Matteo', 'Elena', 'Davide', 'Francesca', 'Alessandro', 'Martina', 'Simone', 'Sofia', 'Andrea', 'Alice', 'Federico', 'Giorgia', 'Lorenzo', 'Aurora', 'Riccardo'];
const NICHES = ['travels', 'cooks', 'fit', 'style', 'beauty', 'gaming', 'tech', 'mom', 'eats', 'outdoor', 'art', 'books', 'music', 'home', 'pets'];
const CATEGORIES = ['Beauty', 'Food', 'Travel', 'Fashion', 'Fitness', 'Gaming', 'Tech', 'Family', 'Lifestyle', 'Music'];
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
