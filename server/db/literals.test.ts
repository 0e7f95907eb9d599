import { PgDialect } from 'drizzle-orm/pg-core';
import { literalList, oneOf, subsetOf } from './literals';

const text = (query: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(query);

test('constants become literals, not parameters, with quotes doubled', () => {
  expect(text(literalList(['planned', 'in_review']))).toEqual({ sql: "'planned', 'in_review'", params: [] });
  expect(text(oneOf('status', ['a', "o'k"]))).toEqual({ sql: "status in ('a', 'o''k')", params: [] });
  expect(text(subsetOf('channels', ['email', 'in_app']))).toEqual({ sql: "channels <@ array['email', 'in_app']::text[]", params: [] });
});
