import { sql } from 'drizzle-orm';
import { createTestApp, databaseKind, type SignedInAgent, type TestApp } from '../support/test-app';
import { expectApiError, readLogs } from '../support/api-helpers';
import { csvOf, finishedImport, importRows, italianVat, preview, runImport, upload, xlsxOf } from '../support/import-files';

let testApp: TestApp;
let admin: SignedInAgent;
let editor: SignedInAgent;
let contributor: SignedInAgent;
let creatorUser: SignedInAgent;

const count = async (query: ReturnType<typeof sql>) => {
  const result = (await testApp.runtime.database.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
};

beforeAll(async () => {
  testApp = await createTestApp({ JOBS_POLL_SECONDS: '0.5', EMBEDDED_DB_QUEUE_TIMEOUT_MS: '120000' });
  admin = await testApp.signIn((await testApp.createUser('admin')).username);
  editor = await testApp.signIn((await testApp.createUser('editor')).username);
  contributor = await testApp.signIn((await testApp.createUser('contributor')).username);
  creatorUser = await testApp.signIn((await testApp.createUser('creator')).username);
});
afterAll(() => testApp.close());

const SPONSOR_HEADERS = ['Nome', 'P.IVA', 'Città', 'Giorni pagamento', 'Stato', 'Tag'];

// The product's limit, 10,000 rows, on PostgreSQL (where `npm run bench:import` times it too); a tenth of it on the embedded database.
const SCALE_DOWN = databaseKind() === 'postgres' ? 1 : 10;

describe(`a ${(10_000 / SCALE_DOWN).toLocaleString('en')}-row sponsor workbook`, () => {
  const EXISTING = 2_000 / SCALE_DOWN;
  const NEW = 7_000 / SCALE_DOWN;
  const DUPLICATES = 500 / SCALE_DOWN;
  const INVALID = 500 / SCALE_DOWN;
  const ROWS = EXISTING + NEW + DUPLICATES + INVALID;

  test('previews every row as new, update or error, and imports exactly the valid ones, reporting each rejected row', async () => {
    const existingVats = Array.from({ length: EXISTING }, (_, index) => italianVat(index + 1)).join(',');
    await testApp.runtime.database.db.execute(sql`
      insert into sponsors (display_name, vat_number, status)
      select 'Existing ' || n, vat, 'active' from unnest(string_to_array(${existingVats}, ',')) with ordinality as t(vat, n)`);

    const rows: (string | number)[][] = [SPONSOR_HEADERS];
    for (let n = 1; n <= EXISTING; n += 1) rows.push([`Existing ${n} renamed`, italianVat(n), 'Milano', 60, '', '']);
    for (let n = 1; n <= NEW; n += 1) rows.push([`New ${n}`, italianVat(100_000 + n), 'Roma', 30, 'active', 'food, beauty']);
    for (let n = 1; n <= DUPLICATES; n += 1) rows.push([`Duplicate ${n}`, italianVat(100_000 + n), 'Roma', 30, '', '']);
    for (let n = 1; n <= INVALID; n += 1) rows.push([`Invalid ${n}`, `${italianVat(200_000 + n).slice(0, 10)}${(Number(italianVat(200_000 + n)[10]) + 1) % 10}`, 'Roma', 30, '', '']);

    const uploaded = await upload(admin, 'sponsors', await xlsxOf(rows), 'sponsors.xlsx');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ status: 'uploaded', file_type: 'xlsx', row_count: ROWS, headers: SPONSOR_HEADERS, mapping_remembered: false });
    // Columns are recognised by their Italian or English names.
    expect(uploaded.body.mapping).toMatchObject({ display_name: 0, vat_number: 1, city: 2, payment_terms_days: 3, status: 4, tags: 5 });
    expect(uploaded.body.sample[0]).toEqual(['Existing 1 renamed', italianVat(1), 'Milano', '60', '', '']);

    const previewed = await preview(admin, uploaded.body.id, uploaded.body.mapping);
    expect(previewed.status).toBe(200);
    expect(previewed.body.preview).toEqual({ new: NEW, update: EXISTING, error: DUPLICATES + INVALID });
    const errors = await importRows(admin, uploaded.body.id, { outcome: 'error' });
    expect(errors[0]).toMatchObject({ row_number: 2 + EXISTING + NEW, problems: [{ field: 'vat_number', problem: 'duplicateInFile' }] });
    expect(errors.at(-1)).toMatchObject({ row_number: 1 + rows.length - 1, problems: [{ field: 'vat_number', problem: 'vatCheckDigit' }] });

    const started = await runImport(admin, uploaded.body.id);
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('queued');
    const finished = await finishedImport(admin, uploaded.body.id);
    expect(finished).toMatchObject({ status: 'completed', result: { created: NEW, updated: EXISTING, rejected: DUPLICATES + INVALID }, progress: { processed: ROWS, total: ROWS } });

    expect(await count(sql`select count(*) as n from sponsors`)).toBe(EXISTING + NEW);
    expect(await count(sql`select count(*) as n from sponsors where display_name like 'Existing % renamed' and payment_terms_days = 60 and city = 'Milano' and status = 'active' and version = 2`)).toBe(EXISTING);
    expect(await count(sql`select count(*) as n from sponsors where display_name like 'New %' and status = 'active' and tags = array['food', 'beauty']`)).toBe(NEW);

    const rejected = await importRows(admin, uploaded.body.id, { result: 'rejected' });
    expect(rejected.map((row) => row.row_number)).toEqual(errors.map((row) => row.row_number));
    expect(rejected[0]!.cells[0]).toBe('Duplicate 1');

    const { logs } = await readLogs(admin, { message_filter: 'data_imported', entity_type_filter: 'sponsor' });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ status_code: 200, entity_type: 'sponsor', entity_id: null });
    expect(logs[0]!.changes).toMatchObject({ created: { to: NEW }, updated: { to: EXISTING }, rejected: { to: DUPLICATES + INVALID }, rows: { to: ROWS } });
  }, 300_000);
});

describe('all or nothing', () => {
  test('one bad row changes nothing, and the report lists it', async () => {
    const before = await count(sql`select count(*) as n from sponsors`);
    const file = csvOf([
      ['name', 'vat'],
      ['Alpha', italianVat(300_001)],
      ['Beta', '12345'],
      ['Gamma', italianVat(300_003)],
    ]);
    const uploaded = await upload(admin, 'sponsors', file, 'three.csv');
    expect(uploaded.body).toMatchObject({ file_type: 'csv', row_count: 3 });
    expect((await preview(admin, uploaded.body.id, uploaded.body.mapping)).body.preview).toEqual({ new: 2, update: 0, error: 1 });
    expect((await runImport(admin, uploaded.body.id, true)).status).toBe(202);
    expect(await finishedImport(admin, uploaded.body.id)).toMatchObject({ status: 'rolled_back', result: { created: 0, updated: 0, rejected: 1 } });
    expect(await count(sql`select count(*) as n from sponsors`)).toBe(before);
    const rejected = await importRows(admin, uploaded.body.id, { result: 'rejected' });
    expect(rejected).toEqual([{ row_number: 3, outcome: 'error', result: 'rejected', problems: [{ field: 'vat_number', problem: 'vatItalianLength' }], cells: ['Beta', '12345'] }]);
    const { logs } = await readLogs(admin, { message_filter: 'data_imported' });
    expect(logs[0]).toMatchObject({ status_code: 422 });
  });

  test('without errors, every row is applied in one go', async () => {
    const uploaded = await upload(admin, 'sponsors', csvOf([['name', 'vat'], ['Delta', italianVat(300_004)], ['Epsilon', italianVat(300_005)]]), 'two.csv');
    await preview(admin, uploaded.body.id, uploaded.body.mapping);
    await runImport(admin, uploaded.body.id, true);
    expect(await finishedImport(admin, uploaded.body.id)).toMatchObject({ status: 'completed', result: { created: 2, updated: 0, rejected: 0 } });
  });
});

describe('creators', () => {
  test('match by platform and handle, name their categories, and add follower snapshots with source import', async () => {
    const db = testApp.runtime.database.db;
    await db.execute(sql`insert into creator_categories (name) values ('Food'), ('Travel')`);
    const [existing] = ((await db.execute(sql`insert into creators (stage_name, status) values ('Old name', 'active') returning id`)) as unknown as { rows: { id: number }[] }).rows;
    await db.execute(sql`insert into platform_accounts (creator_id, platform, handle, is_primary) values (${existing!.id}, 'instagram', 'Known.Handle', true)`);

    const file = csvOf(
      [
        ['Piattaforma', 'Handle', 'Nome', 'Follower', 'Categorie', 'Commissione %', 'Email'],
        ['Instagram', '@known.handle', 'New name', '12.500', 'food', '15', ''],
        ['tiktok', 'fresh_one', 'Fresh One', '3000', 'Food; Travel', '12,5', 'fresh@example.com'],
        ['tiktok', 'second', '', '', '', '', ''],
        ['youtube', 'third', 'Third', '', 'Cooking', '', ''],
        ['myspace', 'fourth', 'Fourth', '', '', '', 'not-an-email'],
      ],
      ';',
    );
    const uploaded = await upload(admin, 'creators', file, 'creators.csv');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.mapping).toMatchObject({ platform: 0, handle: 1, stage_name: 2, followers: 3, categories: 4, default_commission: 5, email: 6 });
    const previewed = await preview(admin, uploaded.body.id, uploaded.body.mapping);
    expect(previewed.body.preview).toEqual({ new: 1, update: 1, error: 3 });
    const errors = await importRows(admin, uploaded.body.id, { outcome: 'error' });
    expect(errors.map((row) => [row.row_number, row.problems])).toEqual([
      [4, [{ field: 'stage_name', problem: 'required' }]],
      [5, [{ field: 'categories', problem: 'categoryUnknown' }]],
      [6, [{ field: 'platform', problem: 'platformInvalid' }, { field: 'email', problem: 'emailInvalid' }]],
    ]);

    await runImport(admin, uploaded.body.id);
    expect(await finishedImport(admin, uploaded.body.id)).toMatchObject({ status: 'completed', result: { created: 1, updated: 1, rejected: 3 } });
    const known = (await admin.agent.get(`/api/creators/${existing!.id}`)).body;
    expect(known).toMatchObject({ stage_name: 'New name', default_commission_bps: 1500, version: 2 });
    expect(known.categories.map((category: { name: string }) => category.name)).toEqual(['Food']);
    expect(await count(sql`select count(*) as n from metric_snapshots where source = 'import' and followers in (12500, 3000)`)).toBe(2);
    const listed = (await admin.agent.get('/api/creators').query({ q: 'fresh_one' })).body;
    expect(listed.creators).toHaveLength(1);
    expect(listed.creators[0]).toMatchObject({ stage_name: 'Fresh One', followers: 3000 });
  });
});

describe('mapping', () => {
  test('is remembered for the next file with the same headers', async () => {
    const first = await upload(admin, 'sponsors', csvOf([['Brand name', 'Partita IVA', 'Comments'], ['One', italianVat(400_001), 'x']]), 'a.csv');
    expect(first.body.mapping).toMatchObject({ display_name: null, vat_number: 1, notes: null });
    const chosen = { display_name: 0, vat_number: 1, notes: 2 };
    expect((await preview(admin, first.body.id, chosen)).status).toBe(200);
    const second = await upload(editor, 'sponsors', csvOf([['brand  name', 'PARTITA IVA', 'comments'], ['Two', italianVat(400_002), 'y']]), 'b.csv');
    expect(second.body).toMatchObject({ mapping: chosen, mapping_remembered: true });
  });

  test('refuses unknown fields, missing columns and required fields left unmapped, changing nothing', async () => {
    const uploaded = await upload(admin, 'sponsors', csvOf([['name', 'vat'], ['One', italianVat(400_003)]]), 'c.csv');
    const refused = expectApiError(await preview(admin, uploaded.body.id, { display_name: null, vat_number: 1, iban: 0, city: 7 }), 400, 'validation_error');
    expect(refused.errors?.map((error) => error.field).sort()).toEqual(['city', 'display_name', 'iban']);
    expect((await admin.agent.get(`/api/imports/${uploaded.body.id}`)).body).toMatchObject({ status: 'uploaded', preview: null });
  });

  test('money columns are for the roles that may change money: editors import without them', async () => {
    const file = csvOf([['platform', 'handle', 'name', 'commission'], ['tiktok', 'money_one', 'M', '10']]);
    const uploaded = await upload(editor, 'creators', file, 'm.csv');
    expect(uploaded.body.mapping).toMatchObject({ default_commission: 3 });
    expect(expectApiError(await preview(editor, uploaded.body.id, uploaded.body.mapping), 400).errors).toEqual([
      { field: 'default_commission', code: 'money_not_allowed', message: expect.any(String) },
    ]);
    expect((await preview(editor, uploaded.body.id, { ...uploaded.body.mapping, default_commission: null })).body.preview).toEqual({ new: 1, update: 0, error: 0 });
  });
});

describe('files and access', () => {
  test('refuses what is not a readable CSV or XLSX, and files past the limits', async () => {
    expectApiError(await upload(admin, 'sponsors', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), 'old.xls'), 415, 'unsupported_media_type');
    expectApiError(await upload(admin, 'sponsors', Buffer.from('PK\u0003\u0004garbage'), 'broken.xlsx'), 400, 'validation_error');
    expectApiError(await upload(admin, 'sponsors', csvOf([['name']]), 'empty.csv'), 400, 'validation_error');
    const tooMany = csvOf([['name'], ...Array.from({ length: 10_001 }, (_, n) => [`S${n}`])]);
    expect(expectApiError(await upload(admin, 'sponsors', tooMany, 'many.csv'), 400).detail).toMatch(/more than 10,000 rows/);
    expectApiError(await upload(admin, 'sponsors', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'huge.csv'), 413, 'payload_too_large');
    expectApiError(await admin.agent.post('/api/imports/sponsors').set('X-CSRF-Token', admin.csrf).send({}), 400);
  });

  test('contributors and creators may not import; an unknown import is not found', async () => {
    const file = csvOf([['name'], ['One']]);
    expectApiError(await upload(contributor, 'sponsors', file), 403, 'forbidden');
    expectApiError(await upload(creatorUser, 'creators', file), 403, 'forbidden');
    const uploaded = await upload(admin, 'sponsors', file);
    expectApiError(await contributor.agent.get(`/api/imports/${uploaded.body.id}`), 403, 'forbidden');
    expectApiError(await admin.agent.get('/api/imports/00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    expectApiError(await admin.agent.get('/api/imports/not-a-uuid'), 400);
  });

  test('an import runs only once it is previewed, and only once', async () => {
    const uploaded = await upload(admin, 'sponsors', csvOf([['name'], ['Once']]));
    expectApiError(await runImport(admin, uploaded.body.id), 409, 'import_not_previewed');
    await preview(admin, uploaded.body.id, uploaded.body.mapping);
    expect((await runImport(admin, uploaded.body.id)).status).toBe(202);
    expectApiError(await runImport(admin, uploaded.body.id), 409, 'import_started');
    expectApiError(await preview(admin, uploaded.body.id, uploaded.body.mapping), 409, 'import_started');
    await finishedImport(admin, uploaded.body.id);
  });
});
