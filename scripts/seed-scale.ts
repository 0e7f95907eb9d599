/**
 * Fills the PostgreSQL database at DATABASE_URL (created if missing) with 100,000 users,
 * 1,000,000 activity log entries, 100,000 creators with an account each, 1,000,000 metric
 * snapshots and categories, 1,000 sponsors, SCALE_CAMPAIGNS campaigns (5,000 unless set) with
 * SCALE_DEALS deals of those creators (50,000 unless set), SCALE_DELIVERABLES deliverables of those
 * deals (200,000 unless set) and SCALE_DRAFTS drafts of some of them (20,000 unless set), and
 * SCALE_TASKS tasks of the staff over three years (20,000 unless set), set-based, for measuring
 * the lists at scale (npm run bench:lists).
 * Refuses to run without DATABASE_URL; users, creators, sponsors, campaigns, deliverables and tasks already there are left as they are.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/agency_scale npm run seed:scale
 * Everyone but the super admin SCALE_ADMIN has an unusable password hash: they cannot sign in.
 */
import pg from 'pg';
import { CAMPAIGN_DEALS_MAX, CAMPAIGN_STATUSES, isLogAction, PLATFORMS, STAFF_ROLES, TASK_PRIORITIES, type CampaignStatus, type DealStatus, type DeliverableStatus, type DeliverableType, type Platform } from '../contract';
import { startRuntime } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { usersRepository } from '../server/modules/users/users-repository';
import {
  SCALE_ADMIN,
  SCALE_CAMPAIGNS,
  SCALE_CREATORS,
  SCALE_DATABASE_URL,
  SCALE_DEALS,
  SCALE_DELIVERABLES,
  SCALE_DRAFTS,
  SCALE_LOG_ROWS,
  SCALE_SNAPSHOTS,
  SCALE_SPONSORS,
  SCALE_TASKS,
  SCALE_USERS,
} from './scale-database';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error(`seed:scale needs DATABASE_URL, a PostgreSQL database to fill (for example ${SCALE_DATABASE_URL}).`);
  process.exit(1);
}

async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Shares as a SQL case over `draw`, a uniform random column drawn once per row: the first value whose cumulative share exceeds it. */
function weighted(draw: string, choices: readonly (readonly [string, number])[]): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let cumulative = 0;
  const branches = choices.map(([value, weight]) => {
    cumulative += weight;
    return `when ${draw} < ${cumulative / total} then ${value}`;
  });
  return `(case ${branches.join(' ')} end)`;
}

const quote = (text: string) => `'${text}'`;

const FIRST_NAMES = ['giulia', 'marco', 'sara', 'luca', 'anna', 'paolo', 'elena', 'andrea', 'chiara', 'matteo', 'francesca', 'davide', 'martina', 'simone', 'laura', 'alessio', 'emma', 'noah', 'olivia', 'liam', 'sofia', 'leo', 'mia', 'lucas', 'ava', 'mateo', 'chloe', 'hugo', 'nina', 'omar'];
const SURNAMES = ['rossi', 'russo', 'ferrari', 'esposito', 'bianchi', 'romano', 'colombo', 'ricci', 'marino', 'greco', 'bruno', 'gallo', 'conti', 'deluca', 'mancini', 'costa', 'smith', 'johnson', 'garcia', 'martin', 'muller', 'dubois', 'silva', 'kim', 'nguyen'];
const ROLE_SHARES = [['super_admin', 5], ['admin', 35], ['editor', 60], ['contributor', 100], ['creator', 800]] as const;
const ACTION_SHARES: readonly (readonly [string, number])[] = [
  ['user_login', 420], ['user_logout', 200], ['login_failed', 80], ['settings_updated', 60], ['user_updated', 40], ['sponsor_updated', 40],
  ['password_changed', 25], ['data_exported', 20], ['sponsor_created', 20], ['report_sent', 20], ['user_created', 15], ['role_changed', 10],
  ['login_throttled', 10], ['invitation_sent', 10], ['user_deactivated', 8], ['user_activated', 6], ['sponsor_deleted', 5],
  ['invitation_revoked', 4], ['user_deleted', 2], ['session_reuse_detected', 1],
];
for (const [action] of ACTION_SHARES) if (!isLogAction(action)) throw new Error(`not a log action: ${action}`);
const CATEGORIES = ['Food', 'Travel', 'Beauty', 'Fashion', 'Fitness', 'Gaming', 'Tech', 'Parenting', 'Music', 'Comedy', 'Lifestyle', 'Sport', 'Education', 'Finance', 'Pets', 'Home', 'Art', 'Cars', 'Books', 'Health'];
const SNAPSHOTS_PER_ACCOUNT = SCALE_SNAPSHOTS / SCALE_CREATORS;

/**
 * Creators with heavy-tailed followers (1,000 to about 3 million: every tier), one account each on
 * one of the platforms, one or two categories, and monthly snapshots whose latest is the creator's
 * followers (as the application keeps them).
 */
async function seedCreators(client: pg.Client): Promise<void> {
  const started = Date.now();
  await client.query('select setseed(0.29)');
  await client.query(`insert into creator_categories (name) select unnest($1::text[]) on conflict do nothing`, [CATEGORIES]);
  await client.query(`
    insert into creators (stage_name, legal_name, email, country, city, status, followers, created_at, updated_at)
    select initcap(first) || ' ' || initcap(surname) || ' ' || n, initcap(first) || ' ' || initcap(surname), first || '.' || surname || n || '@creators.example',
      (array['IT', 'IT', 'IT', 'ES', 'FR', 'DE', 'GB', 'US'])[1 + n % 8], (array['Milano', 'Roma', 'Torino', 'Napoli', 'Bologna', 'Firenze'])[1 + n % 6],
      (array['prospect', 'active', 'active', 'active', 'paused', 'offboarded'])[1 + n % 6], floor(1000 * power(10, random() * 3.5))::bigint, created_at, created_at
    from (
      select n, (array[${FIRST_NAMES.map(quote).join(',')}])[1 + n % ${FIRST_NAMES.length}] as first,
        (array[${SURNAMES.map(quote).join(',')}])[1 + (n / ${FIRST_NAMES.length}) % ${SURNAMES.length}] as surname,
        now() - random() * interval '730 days' as created_at
      from generate_series(1, ${SCALE_CREATORS}) as n
    ) as generated`);
  // Drawn at random, not from the id: a category must not follow the names' alphabetical order.
  await client.query(`
    insert into creator_category_links (creator_id, category_id)
    select creator_id, ids[1 + floor(random() * array_length(ids, 1))::int]
    from (select id as creator_id, copy from creators cross join generate_series(1, 2) as copy) as c
    cross join (select array_agg(id) as ids from creator_categories where name = any($1::text[])) as k
    where copy = 1 or random() < 0.5
    on conflict do nothing`, [CATEGORIES]);
  await client.query(`
    insert into platform_accounts (creator_id, platform, handle, url, is_primary)
    select id, ($1::text[])[1 + id % 6], lower(replace(stage_name, ' ', '_')), null, true from creators`, [PLATFORMS.slice(0, 6)]);
  console.log(`${SCALE_CREATORS} creators with accounts and categories in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await client.query(`
    insert into metric_snapshots (account_id, captured_at, followers, posts, avg_likes, avg_comments, source)
    select a.id, now() - make_interval(days => 30 * (${SNAPSHOTS_PER_ACCOUNT - 1} - k)), f.followers, 100 + k * 8, f.followers / 40, f.followers / 400, 'import'
    from platform_accounts a
    join creators c on c.id = a.creator_id
    cross join generate_series(0, ${SNAPSHOTS_PER_ACCOUNT - 1}) as k
    cross join lateral (select floor(c.followers * (1 - 0.03 * (${SNAPSHOTS_PER_ACCOUNT - 1} - k)))::bigint as followers) as f`);
  console.log(`${SCALE_SNAPSHOTS} metric snapshots in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const BRAND_WORDS = ['Aurora', 'Bottega', 'Dolomiti', 'Riva', 'Isola', 'Juta', 'Lumina', 'Mare Blu', 'Quercia', 'Sole', 'Terra', 'Urbano', 'Vela', 'Zafferano', 'Brera', 'Cielo', 'Delta', 'Elba', 'Granaio', 'Mosaico', 'Nebbia', 'Porto', 'Stella', 'Trullo', 'Vento'];
const INDUSTRIES = [['beauty', 'Cosmetici'], ['food', 'Food'], ['travel', 'Travel'], ['fashion', 'Fashion'], ['sport', 'Sport'], ['tech', 'Tech'], ['home', 'Home'], ['drinks', 'Drinks']] as const;
/** What a campaign's name says of when it runs. */
const CAMPAIGN_THEMES = ['Estate', 'Inverno', 'Primavera', 'Autunno', 'Black Friday', 'Natale', 'San Valentino', 'Back to school', 'Saldi', 'Festa della mamma'];
/** What a campaign is about: each in about 1 in 20 names, so that one word (e.g. "bottiglia") matches a few hundred campaigns. */
const CAMPAIGN_PRODUCTS = [
  'lancio bottiglia', 'nuova collezione', 'capsule limited edition', 'tour estivo', 'app mobile', 'linea skincare', 'menu stagionale', 'offerte family', 'drop sneakers', 'cuffie wireless',
  'collezione gioielli', 'weekend nei borghi', 'prova su strada', 'gusti nuovi', 'palette labbra', 'programma fedeltà', 'pop-up store', 'sfida fitness', 'box degustazione', 'riapertura negozi',
];
const CAMPAIGN_STATUS_SHARES: readonly (readonly [CampaignStatus, number])[] = [
  ['draft', 8], ['pitched', 8], ['negotiating', 8], ['confirmed', 10], ['in_progress', 12], ['reporting', 8], ['completed', 36], ['on_hold', 4], ['cancelled', 6],
];
/** When a campaign in each status starts, in days from today (a range), so that its dates fit its status; over two years back and forth in all. */
const CAMPAIGN_STARTS: Record<CampaignStatus, readonly [number, number]> = {
  draft: [-30, 730], pitched: [-15, 540], negotiating: [0, 365], confirmed: [7, 240], in_progress: [-90, -1], reporting: [-150, -30], completed: [-730, -45], on_hold: [-180, 365], cancelled: [-730, 365],
};
/** The statuses a deal of a campaign in each status can plausibly be in (one drawn per deal): every deal status occurs. */
const DEAL_STATUSES_OF: Record<CampaignStatus, readonly DealStatus[]> = {
  draft: ['shortlisted'],
  pitched: ['shortlisted', 'proposed', 'proposed'],
  negotiating: ['proposed', 'sponsor_approved', 'offer_sent', 'offer_sent', 'dropped'],
  confirmed: ['offer_sent', 'confirmed', 'confirmed', 'confirmed', 'dropped'],
  in_progress: ['confirmed', 'in_production', 'in_production', 'delivered', 'dropped'],
  reporting: ['delivered', 'delivered', 'paid', 'dropped'],
  completed: ['paid', 'paid', 'paid', 'paid', 'dropped'],
  on_hold: ['proposed', 'sponsor_approved', 'offer_sent'],
  cancelled: ['dropped'],
};
const DROP_REASONS = ['Compenso fuori budget', 'Date non compatibili', 'Il cliente ha preferito un profilo diverso', 'Campagna annullata dal cliente'];
const sqlArray = (values: readonly string[]) => `array[${values.map(quote).join(', ')}]`;

/** Sponsors of every industry and status, their names from a few words (so that a name search finds some). */
async function seedSponsors(client: pg.Client): Promise<void> {
  const started = Date.now();
  await client.query('select setseed(0.41)');
  await client.query(`
    insert into sponsors (display_name, legal_name, industry, city, payment_terms_days, tags, status, created_at, updated_at)
    select name, name || ' S.r.l.', industry, (array['Milano', 'Roma', 'Torino', 'Napoli', 'Bologna', 'Firenze'])[1 + n % 6], (array[30, 60, 90])[1 + n % 3],
      array[industry] || (case when n % 7 = 0 then array['key account'] else array[]::text[] end),
      (array['prospect', 'active', 'active', 'active', 'paused', 'churned'])[1 + n % 6], created_at, created_at
    from (
      select n, (${sqlArray(BRAND_WORDS)})[1 + n % ${BRAND_WORDS.length}] || ' ' || (${sqlArray(INDUSTRIES.map(([, word]) => word))})[1 + (n / ${BRAND_WORDS.length}) % ${INDUSTRIES.length}] || ' ' || n as name,
        (${sqlArray(INDUSTRIES.map(([industry]) => industry))})[1 + (n / ${BRAND_WORDS.length}) % ${INDUSTRIES.length}] as industry,
        now() - random() * interval '1095 days' as created_at
      from generate_series(1, ${SCALE_SPONSORS}) as n
    ) as generated
    order by created_at`);
  console.log(`${SCALE_SPONSORS} sponsors in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Campaigns over the sponsors (a few key accounts have a hundred or more: the sponsor is skewed
 * towards the lowest ids), owned by 200 staff users, with statuses over the whole pipeline and
 * dates that fit them; then deals of the creators, about ten a campaign, each creator once in a
 * campaign (its k-th deal takes the creator k steps of a stride prime to their number further on),
 * in statuses that fit their campaign's.
 */
async function seedCampaigns(client: pg.Client): Promise<void> {
  if (SCALE_DEALS > SCALE_CAMPAIGNS * (CAMPAIGN_DEALS_MAX / 10)) throw new Error(`SCALE_DEALS (${SCALE_DEALS}) would give campaigns more than ${CAMPAIGN_DEALS_MAX} creators`);
  const started = Date.now();
  await client.query('select setseed(0.53)');
  const starts = CAMPAIGN_STATUSES.map((status) => `(${quote(status)}, ${CAMPAIGN_STARTS[status][0]}, ${CAMPAIGN_STARTS[status][1]})`).join(', ');
  await client.query(`
    insert into campaigns (sponsor_id, code, name, brief, objective, kpi_targets, budget_minor, agency_fee_minor, starts_on, ends_on, hashtags, mentions, disclosure,
      usage_rights, owner_id, status, created_at, updated_at, created_by, archived_at)
    select sponsor_id, 'CMP-' || lpad(n::text, 6, '0'), theme || ' ' || extract(year from starts_on) || ' — ' || product,
      '<h2>Obiettivo</h2><p>' || initcap(product) || ': contenuti autentici che raccontano il prodotto.</p><ul><li>1 reel</li><li>3 stories con link</li></ul>',
      objective,
      jsonb_build_object('views', budget / 20, 'reach', budget / 40, 'engagements', budget / 400, 'er_bps', 300 + n % 300,
        'cpm_minor', case when objective = 'awareness' then 1200 end, 'cpe_minor', case when objective in ('engagement', 'sales') then 20 end),
      budget, round(budget * (0.1 + fee_draw * 0.1) / 100) * 100, starts_on, starts_on + duration,
      array['brand' || sponsor_id, replace(product, ' ', '')], array['sponsor' || sponsor_id], 'adv',
      case when n % 3 = 0 then 'Uso organico sui canali del brand per 6 mesi' end,
      owner_id, status, created_at, updated_at, owner_id,
      case when status in ('completed', 'cancelled') and archive_draw < 0.2 then updated_at end
    from (
      select g.*, current_date + (r.first_day + floor(g.start_draw * (r.last_day - r.first_day + 1)))::int as starts_on,
        created_at + g.update_draw * (now() - created_at) as updated_at
      from (
        select n, ${weighted('status_draw', CAMPAIGN_STATUS_SHARES.map(([status, share]) => [quote(status), share]))} as status,
          s.ids[1 + floor(power(random(), 2) * array_length(s.ids, 1))::int] as sponsor_id,
          o.ids[1 + floor(random() * array_length(o.ids, 1))::int] as owner_id,
          (${sqlArray(CAMPAIGN_THEMES)})[1 + floor(random() * ${CAMPAIGN_THEMES.length})::int] as theme,
          (${sqlArray(CAMPAIGN_PRODUCTS)})[1 + floor(random() * ${CAMPAIGN_PRODUCTS.length})::int] as product,
          (array['awareness', 'engagement', 'traffic', 'sales'])[1 + floor(random() * 4)::int] as objective,
          (floor(500 * power(10, random() * 2.5)) * 1000)::bigint as budget,
          14 + floor(random() * 107)::int as duration,
          now() - random() * interval '730 days' as created_at,
          status_draw, random() as start_draw, random() as update_draw, random() as fee_draw, random() as archive_draw
        from (select n, random() as status_draw from generate_series(1, ${SCALE_CAMPAIGNS}) as n) as numbered
        cross join (select array_agg(id order by id) as ids from sponsors) as s
        cross join (select array_agg(id order by id) as ids from (select id from users where role <> 'creator' and is_active order by id limit 200) as staff) as o
      ) as g
      join (values ${starts}) as r(status, first_day, last_day) on r.status = g.status
    ) as dated
    order by created_at`);
  console.log(`${SCALE_CAMPAIGNS} campaigns in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const pools = CAMPAIGN_STATUSES.map((status) => `(${quote(status)}, ${sqlArray(DEAL_STATUSES_OF[status])})`).join(', ');
  // Campaigns and creators are joined by their rank, not indexed in an array: a large array would be copied for every row.
  await client.query(`
    insert into deals (campaign_id, creator_id, status, fee_gross_minor, commission_bps, drop_reason, created_at, updated_at, created_by)
    select d.campaign_id, k.id, d.status, d.fee, coalesce(k.default_commission_bps, (array[1500, 2000, 2500])[1 + k.id % 3]),
      case when d.status = 'dropped' then (${sqlArray(DROP_REASONS)})[1 + floor(d.reason_draw * ${DROP_REASONS.length})::int] end,
      d.created_at, d.created_at + d.update_draw * (now() - d.created_at), d.created_by
    from (
      select c.id as campaign_id,
        1 + (c.id::bigint * 7919 + (row_number() over (partition by c.id order by picked.n) - 1) * 104729) % (select count(*) from creators) as creator_rank,
        p.deal_statuses[1 + floor(picked.status_draw * array_length(p.deal_statuses, 1))::int] as status,
        (round(20000 * power(10, picked.fee_draw * 2) / 1000) * 1000)::bigint as fee,
        c.created_at + picked.created_draw * (now() - c.created_at) as created_at,
        c.owner_id as created_by, picked.reason_draw, picked.update_draw
      from (
        select n, 1 + floor(random() * (select count(*) from campaigns))::int as campaign_rank,
          random() as status_draw, random() as fee_draw, random() as created_draw, random() as reason_draw, random() as update_draw
        from generate_series(1, ${SCALE_DEALS}) as n
      ) as picked
      join (select *, row_number() over (order by id) as campaign_rank from campaigns) as c using (campaign_rank)
      join (values ${pools}) as p(status, deal_statuses) on p.status = c.status
    ) as d
    join (select id, default_commission_bps, row_number() over (order by id) as creator_rank from creators) as k using (creator_rank)
    order by d.campaign_id, d.created_at`);
  console.log(`${SCALE_DEALS} deals in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The statuses a deliverable of a campaign in each status can be in (one drawn per deliverable; a dropped deal's are cancelled): every status occurs. */
const DELIVERABLE_STATUSES_OF: Record<CampaignStatus, readonly DeliverableStatus[]> = {
  draft: ['planned'],
  pitched: ['planned'],
  negotiating: ['planned'],
  confirmed: ['planned', 'planned', 'planned', 'planned', 'planned', 'awaiting_draft', 'awaiting_draft', 'awaiting_draft', 'awaiting_draft', 'in_review'],
  in_progress: ['awaiting_draft', 'awaiting_draft', 'awaiting_draft', 'awaiting_draft', 'in_review', 'in_review', 'changes_requested', 'approved', 'published', 'published', 'published', 'cancelled'],
  reporting: ['approved', 'published', 'published', 'published', 'published', 'published', 'measured', 'measured', 'measured', 'cancelled'],
  completed: ['published', 'published', 'measured', 'measured', 'measured', 'measured', 'measured', 'measured', 'measured', 'cancelled'],
  on_hold: ['planned', 'planned', 'planned', 'awaiting_draft', 'cancelled'],
  cancelled: ['cancelled'],
};
/** The deliverable types of each platform the scale creators are on, the usual ones repeated. */
const PLATFORM_TYPES: readonly (readonly [Platform, readonly DeliverableType[]])[] = [
  ['instagram', ['reel', 'reel', 'story', 'story', 'post', 'carousel']],
  ['tiktok', ['short_video', 'short_video', 'short_video', 'live']],
  ['youtube', ['dedicated_video', 'short_video', 'integration']],
  ['twitch', ['live', 'live', 'integration']],
  ['x', ['post']],
  ['facebook', ['post', 'reel', 'story']],
];
const DRAFT_FEEDBACK = [
  'Manca #adv in apertura della caption.',
  'Il prodotto si vede troppo tardi: mostralo nei primi 3 secondi.',
  'Musica senza licenza commerciale: sostituiscila.',
  'Tagga il brand anche nel contenuto e aggiungi gli hashtag della campagna.',
];

/**
 * Deliverables of the deals, drawn at random (1 in 25 from the dropped deals, then cancelled),
 * the campaign and the creator copied from the deal, the platform from the creator's primary
 * account, due days in the campaign's period (the publication within two weeks of the draft),
 * statuses that fit the campaign's; published ones with their address. Then drafts, versions 1..n,
 * of the deliverables in review, sent back and approved first, then of published ones, until
 * SCALE_DRAFTS: the last version in review for a deliverable in review, needs work before it.
 */
async function seedDeliverables(client: pg.Client): Promise<void> {
  const started = Date.now();
  await client.query('select setseed(0.67)');
  const pools = CAMPAIGN_STATUSES.map((status) => `(${quote(status)}, ${sqlArray(DELIVERABLE_STATUSES_OF[status])})`).join(', ');
  const types = PLATFORM_TYPES.map(([platform, list]) => `(${quote(platform)}, ${sqlArray(list)})`).join(', ');
  const published = `v.status in ('published', 'measured')`;
  await client.query(`
    insert into deliverables (deal_id, campaign_id, creator_id, platform, type, draft_due_on, publish_due_on, caption_requirements, published_url, published_at,
      disclosure_present, status, version, created_at, updated_at, created_by)
    select v.deal_id, v.campaign_id, v.creator_id, v.platform, v.type, v.draft_due_on, v.publish_due_on, v.caption_requirements,
      case when ${published} then
        case v.platform
          when 'instagram' then 'https://www.instagram.com/' || (case when v.type = 'reel' then 'reel/' else 'p/' end) || left(md5(v.n::text), 11) || '/'
          when 'tiktok' then 'https://www.tiktok.com/@' || v.handle || '/video/' || (7000000000000000000 + v.n::bigint * 7919)
          when 'youtube' then 'https://www.youtube.com/' || (case when v.type = 'short_video' then 'shorts/' else 'watch?v=' end) || left(md5(v.n::text), 11)
          when 'twitch' then 'https://www.twitch.tv/videos/' || (2000000000 + v.n::bigint)
          when 'x' then 'https://x.com/' || v.handle || '/status/' || (1800000000000000000 + v.n::bigint * 7919)
          else 'https://www.facebook.com/' || v.handle || '/posts/' || (1000000000000000 + v.n)
        end
      end,
      case when ${published} then least(now(), coalesce(v.publish_due_on + time '17:30', v.updated_at)) end,
      case when ${published} then v.disclosure_draw >= 0.04 end,
      v.status,
      case v.status when 'planned' then 1 when 'awaiting_draft' then 2 when 'cancelled' then 2 when 'in_review' then 3 when 'changes_requested' then 4 when 'approved' then 4 when 'published' then 5 else 6 end,
      v.created_at, v.updated_at, v.created_by
    from (
      select g.*, d.id as deal_id, d.campaign_id, d.creator_id, d.created_by, made.created_at, made.created_at + g.update_draw * (now() - made.created_at) as updated_at,
        coalesce(a.platform, 'instagram') as platform, coalesce(a.handle, 'creator' || d.creator_id) as handle,
        t.types[1 + floor(g.type_draw * array_length(t.types, 1))::int] as type,
        case when d.status = 'dropped' then 'cancelled' else p.statuses[1 + floor(g.status_draw * array_length(p.statuses, 1))::int] end as status,
        case when g.caption_draw < 0.3 then 'Apri la caption con #adv e tagga @' || coalesce(c.mentions[1], 'brand') || '.' end as caption_requirements,
        due.draft_due_on, due.draft_due_on + floor(g.publish_draw * least(15, due.last_day - due.draft_due_on + 1))::int as publish_due_on
      from (
        select n, random() as pool_draw, random() as rank_draw, random() as status_draw, random() as type_draw, random() as draft_draw, random() as publish_draw,
          random() as created_draw, random() as update_draw, random() as caption_draw, random() as disclosure_draw
        from generate_series(1, ${SCALE_DELIVERABLES}) as n
      ) as g
      cross join (select count(*) filter (where status = 'dropped') as dropped, count(*) filter (where status <> 'dropped') as kept from deals) as pool
      join (select *, status = 'dropped' as from_dropped, row_number() over (partition by status = 'dropped' order by id) as deal_rank from deals) as d
        on d.from_dropped = (g.pool_draw < 0.04 and pool.dropped > 0)
        and d.deal_rank = 1 + floor(g.rank_draw * (case when g.pool_draw < 0.04 and pool.dropped > 0 then pool.dropped else pool.kept end))::bigint
      join campaigns c on c.id = d.campaign_id
      join (values ${pools}) as p(status, statuses) on p.status = c.status
      left join platform_accounts a on a.creator_id = d.creator_id and a.is_primary
      left join (values ${types}) as t(platform, types) on t.platform = coalesce(a.platform, 'instagram')
      cross join lateral (select d.created_at + g.created_draw * 0.5 * (now() - d.created_at) as created_at) as made
      cross join lateral (
        select case when c.starts_on is null then current_date - 90 + floor(g.draft_draw * 181)::int
            else c.starts_on + floor(g.draft_draw * (coalesce(c.ends_on, c.starts_on + 30) - c.starts_on + 1))::int end as draft_due_on,
          coalesce(c.ends_on, c.starts_on + 30, current_date + 120) as last_day
      ) as due
    ) as v
    order by v.created_at`);
  console.log(`${SCALE_DELIVERABLES} deliverables in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await client.query(`
    insert into drafts (deliverable_id, version, submitted_by, submitted_at, link_url, caption, outcome, feedback, reviewer_id, reviewed_at)
    select id, version, created_by, submitted_at, 'https://drive.example/scale/' || id || '/v' || version, '#adv Bozza ' || version || ' del contenuto',
      outcome, case outcome when 'needs_work' then (${sqlArray(DRAFT_FEEDBACK)})[1 + (id + version) % ${DRAFT_FEEDBACK.length}] when 'approved_with_corrections' then 'Ok, correggi solo il refuso nella caption.' end,
      case when outcome is not null then created_by end, case when outcome is not null then submitted_at + step / 2 end
    from (
      select c.id, r.version, c.created_by, c.created_at + r.version * c.step as submitted_at, c.step,
        case when r.version < c.versions or c.status = 'changes_requested' then 'needs_work' when c.status = 'in_review' then null
          when c.outcome_draw < 0.3 then 'approved_with_corrections' else 'approved' end as outcome
      from (
        select *, sum(versions) over (order by priority, draw, id) as running, (updated_at - created_at) / (versions + 1) as step
        from (
          select id, status, created_at, updated_at, created_by, random() as draw, random() as outcome_draw,
            case status when 'in_review' then 0 when 'changes_requested' then 1 when 'approved' then 1 else 2 end as priority,
            case when status = 'changes_requested' then 1 + (versions_draw < 0.25)::int else 1 + (versions_draw < 0.3)::int + (versions_draw < 0.08)::int end as versions
          from (select *, random() as versions_draw from deliverables where status in ('in_review', 'changes_requested', 'approved', 'published', 'measured')) as drafted
        ) as weighted
      ) as c
      cross join lateral generate_series(1, c.versions) as r(version)
      where c.running <= ${SCALE_DRAFTS}
    ) as versions
    order by submitted_at`);
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drafts');
  console.log(`${rows[0]!.n} drafts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await createDatabaseIfMissing(url);
const TASK_TITLES = ['Chiamare lo sponsor', 'Sollecitare la bozza', 'Preparare il report', 'Rinnovare il contratto', 'Inviare la fattura', 'Controllare i diritti d’uso', 'Fissare la call', 'Raccogliere i risultati'];
/** How tasks are linked: kind and share (the rest have no link). */
const TASK_LINK_SHARES = [['campaign', 0.4], ['creator', 0.2], ['sponsor', 0.15], ['deal', 0.1]] as const;

/**
 * Tasks due from two years back to one ahead, assigned to active staff (a few to nobody), linked
 * to existing records by rank, of every priority; 85% of the past ones and 5% of the future ones done.
 */
async function seedTasks(client: pg.Client): Promise<void> {
  const started = Date.now();
  await client.query('select setseed(0.71)');
  let edge = 0;
  const kindOf = TASK_LINK_SHARES.map(([kind, share]) => `when kind_draw < ${(edge += share)} then ${quote(kind)}`).join(' ');
  // Each join is on a rank drawn beside the counts of the linked tables, so that it is an equality the planner
  // hashes: a rank computed from the joined side's own count made it compare every task with every row.
  const ranked = (table: string) => `(select id, row_number() over (order by id) as rank from ${table})`;
  const staff = `users where is_active and role in (${STAFF_ROLES.map(quote).join(', ')})`;
  const linkJoins = TASK_LINK_SHARES.map(([kind]) => `left join ${ranked(`${kind}s`)} as l_${kind} on g.kind = ${quote(kind)} and l_${kind}.rank = 1 + floor(g.link_draw * (select count(*) from ${kind}s))::bigint`).join('\n      ');
  await client.query(`
    insert into tasks (title, notes, due_on, assignee_id, priority, link_kind, link_id, done_at, done_by, version, created_at, updated_at, created_by)
    select v.title, '', v.due_on, v.assignee_id, v.priority, v.link_kind, v.link_id,
      case when v.done then v.due_on + time '16:00' end, case when v.done then v.assignee_id end,
      case when v.done then 2 else 1 end, v.created_at, case when v.done then v.due_on + time '16:00' else v.created_at end, v.assignee_id
    from (
      select g.n, (${sqlArray(TASK_TITLES)})[1 + floor(g.title_draw * ${TASK_TITLES.length})::int] || ' #' || g.n as title,
        current_date - 730 + floor(g.due_draw * 1096)::int as due_on,
        case when g.assignee_draw < 0.05 then null else s.id end as assignee_id,
        (${sqlArray(TASK_PRIORITIES)})[1 + floor(g.priority_draw * ${TASK_PRIORITIES.length})::int] as priority,
        case when coalesce(${TASK_LINK_SHARES.map(([kind]) => `l_${kind}.id`).join(', ')}) is not null then g.kind end as link_kind,
        coalesce(${TASK_LINK_SHARES.map(([kind]) => `l_${kind}.id`).join(', ')}) as link_id,
        g.done_draw < case when current_date - 730 + floor(g.due_draw * 1096)::int < current_date then 0.85 else 0.05 end as done,
        current_date - 760 + floor(g.due_draw * 1096)::int + time '09:00' as created_at
      from (
        select n, random() as due_draw, random() as done_draw, random() as link_draw, random() as assignee_draw, random() as priority_draw, random() as title_draw,
          case ${kindOf} end as kind
        from (select n, random() as kind_draw from generate_series(1, ${SCALE_TASKS}) as n) as drawn
      ) as g
      join (select id, row_number() over (order by id) as rank from ${staff}) as s
        on s.rank = 1 + floor(g.assignee_draw * (select count(*) from ${staff}))::bigint
      ${linkJoins}
    ) as v
    order by v.created_at`);
  console.log(`${SCALE_TASKS} tasks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const config = loadConfig({ ...process.env, DATA_DIR: 'memory', LOG_LEVEL: 'warn' });
const runtime = await startRuntime(config, createLogger('warn'));
async function seedUsersAndLog(client: pg.Client): Promise<void> {
  const started = Date.now();
  await client.query('select setseed(0.17)');
  await client.query(`
    insert into users (username, email, password_hash, role, is_active, created_at, updated_at)
    select username, username || '@' || (array['example.com', 'example.org', 'mail.example.net', 'studio.example'])[1 + n % 4],
      '!', ${weighted('role_draw', ROLE_SHARES.map(([role, share]) => [quote(role), share]))}, active_draw >= 0.08, created_at, created_at
    from (
      select n,
        (array[${FIRST_NAMES.map(quote).join(',')}])[1 + n % ${FIRST_NAMES.length}] || '_' ||
        (array[${SURNAMES.map(quote).join(',')}])[1 + (n / ${FIRST_NAMES.length}) % ${SURNAMES.length}] || n as username,
        random() as role_draw, random() as active_draw, now() - random() * interval '730 days' as created_at
      from generate_series(1, ${SCALE_USERS}) as n
    ) as generated
    order by created_at`);
  console.log(`${SCALE_USERS} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // A few people do most of the work: the user is skewed towards the lowest ids.
  await client.query(`
    insert into audit_log (user_id, username, role, action, status_code, address, created_at)
    select u.id, u.username, u.role, g.action,
      case g.action when 'login_failed' then 401 when 'login_throttled' then 429 else (case when g.refusal_draw < 0.03 then 403 else 200 end) end,
      '192.0.2.' || (u.id % 250), g.created_at
    from (
      select user_id, refusal_draw, created_at, ${weighted('action_draw', ACTION_SHARES.map(([action, share]) => [quote(action), share]))} as action
      from (
        select 2 + floor(power(random(), 2) * ${SCALE_USERS})::int as user_id, random() as refusal_draw, random() as action_draw,
          now() - random() * interval '365 days' as created_at
        from generate_series(1, ${SCALE_LOG_ROWS})
      ) as drawn
    ) as g
    join users as u on u.id = g.user_id
    order by g.created_at`);
  console.log(`${SCALE_LOG_ROWS} log entries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

try {
  const existing = await usersRepository.count(runtime.database.db);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    if (existing > 0) {
      console.log(`The database already has ${existing} users: left as they are (drop the database to seed again).`);
    } else {
      await runtime.services.users.insertUser({ ...SCALE_ADMIN, role: 'super_admin' });
      await seedUsersAndLog(client);
    }
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from creators');
    if (rows[0]!.n > 0) console.log(`The database already has ${rows[0]!.n} creators: left as they are.`);
    else await seedCreators(client);
    const counted = await client.query<{ sponsors: number; campaigns: number }>('select (select count(*)::int from sponsors) as sponsors, (select count(*)::int from campaigns) as campaigns');
    const { sponsors, campaigns } = counted.rows[0]!;
    if (sponsors > 0) console.log(`The database already has ${sponsors} sponsors: left as they are.`);
    else await seedSponsors(client);
    if (campaigns > 0) console.log(`The database already has ${campaigns} campaigns: left as they are.`);
    else await seedCampaigns(client);
    const { rows: counts } = await client.query<{ n: number }>('select count(*)::int as n from deliverables');
    if (counts[0]!.n > 0) console.log(`The database already has ${counts[0]!.n} deliverables: left as they are.`);
    else await seedDeliverables(client);
    const { rows: tasks } = await client.query<{ n: number }>('select count(*)::int as n from tasks');
    if (tasks[0]!.n > 0) console.log(`The database already has ${tasks[0]!.n} tasks: left as they are.`);
    else await seedTasks(client);
    // The visibility map lets the lists' index-only scans skip the table; the GIN indexes' pending entries are merged.
    await client.query('vacuum analyze');
    // One row version per user inserted: rewritten to its ten rows.
    await client.query('vacuum full user_counts');
    console.log(`seeded and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s; sign in as ${SCALE_ADMIN.username} / ${SCALE_ADMIN.password}`);
  } finally {
    await client.end();
  }
} finally {
  await runtime.close();
}
