import { PGlite } from '@electric-sql/pglite';
import { withPreparedStatements } from './pglite-prepared';

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
});

afterAll(async () => {
  await pglite.close();
});

// Each test starts with a new table and no prepared statement.
beforeEach(async () => {
  await pglite.exec(`deallocate all; drop table if exists notes; create table notes (id int primary key, body text not null, created_at timestamptz not null default now())`);
});

async function preparedCount(): Promise<number> {
  const { rows } = await pglite.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements');
  return rows[0]!.count;
}

test('a row statement is prepared once, then only bound and run', async () => {
  const client = withPreparedStatements(pglite);
  await client.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
  await client.query('insert into notes (id, body) values ($1, $2)', [2, 'second']);
  const { rows } = await client.query<{ body: string }>('select body from notes where id = $1', [2]);
  expect(rows).toEqual([{ body: 'second' }]);
  expect(await preparedCount()).toBe(2);
});

test('rows come back as PGlite’s own query gives them, with a query’s own parsers winning', async () => {
  const client = withPreparedStatements(pglite);
  await client.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
  const text = 'select id, body, created_at from notes where id = $1';
  const own = await pglite.query(text, [1], { rowMode: 'array' });
  const prepared = await client.query(text, [1], { rowMode: 'array' });
  expect(prepared.rows).toEqual(own.rows);
  expect(prepared.fields).toEqual(own.fields);
  expect((prepared.rows[0] as unknown[])[2]).toBeInstanceOf(Date);
  const asText = await client.query<{ created_at: unknown }>('select created_at from notes where id = $1', [1], { parsers: { 1184: (value: string) => value } });
  expect(typeof asText.rows[0]!.created_at).toBe('string');
});

test('an error carries its SQL state and the statement, and the database goes on', async () => {
  const client = withPreparedStatements(pglite);
  await client.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
  await expect(client.query('insert into notes (id, body) values ($1, $2)', [1, 'again'])).rejects.toMatchObject({
    code: '23505',
    query: 'insert into notes (id, body) values ($1, $2)',
  });
  await expect(client.query('select nothing from notes', [])).rejects.toMatchObject({ code: '42703' });
  expect((await client.query('select count(*)::int as count from notes', [])).rows).toEqual([{ count: 1 }]);
});

test('a transaction that fails is rolled back, and the statements it prepared stay usable', async () => {
  const client = withPreparedStatements(pglite);
  await expect(
    client.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
      await tx.query('insert into notes (id, body) values ($1, $2)', [1, 'duplicate']);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  expect((await client.query('select count(*)::int as count from notes', [])).rows).toEqual([{ count: 0 }]);
  await client.query('insert into notes (id, body) values ($1, $2)', [1, 'after']);
  expect((await client.query<{ body: string }>('select body from notes where id = $1', [1])).rows).toEqual([{ body: 'after' }]);
});

test('a query from outside waits for a running transaction and never runs inside it', async () => {
  const client = withPreparedStatements(pglite);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inserted!: () => void;
  const insertDone = new Promise<void>((resolve) => (inserted = resolve));
  const transaction = client.transaction(async (tx) => {
    await tx.query('insert into notes (id, body) values ($1, $2)', [1, 'inside']);
    inserted();
    await held;
    await tx.rollback();
  });
  await insertDone;
  let outsideDone = false;
  const outside = client.query<{ count: number }>('select count(*)::int as count from notes', []).then((result) => {
    outsideDone = true;
    return result;
  });
  await new Promise((resolve) => setImmediate(resolve));
  expect(outsideDone).toBe(false);
  release();
  await transaction;
  expect((await outside).rows).toEqual([{ count: 0 }]);
});

test('past its limit, the statement prepared longest ago is closed', async () => {
  const client = withPreparedStatements(pglite, { maxStatements: 2 });
  await client.query('select 1 as one', []);
  await client.query('select 2 as two', []);
  await client.query('select 3 as three', []);
  expect(await preparedCount()).toBe(2);
  expect((await client.query('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
  expect(await preparedCount()).toBe(2);
});

test('statements other than row statements go to PGlite as they are', async () => {
  const client = withPreparedStatements(pglite);
  await client.query('create index notes_body on notes (body)', []);
  expect(await preparedCount()).toBe(0);
});
