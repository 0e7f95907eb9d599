import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { isRowStatement, statementName } from './named-statements';

/** How many statements stay prepared; past it, the one prepared longest ago is closed. */
const MAX_PREPARED_STATEMENTS = 500;

export interface PreparedStatementOptions {
  maxStatements?: number;
}

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

/** The part of PGlite that drizzle's PGlite driver and the job queue use. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/** A DatabaseError annotated as PGlite annotates the errors of its own query(). */
function annotated(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof Error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * PGlite with each row statement prepared once under a name: PGlite's query() parses and plans
 * the text on every call, in six round trips into the database; a prepared statement is bound and
 * run in one, and PostgreSQL plans it once (then, from its sixth run, with a generic plan when
 * that is no dearer). It is what named statements do on a PostgreSQL connection (named-statements.ts).
 * Statements run under PGlite's own locks, so they never interleave with its other queries.
 */
export function withPreparedStatements(client: PGlite, { maxStatements = MAX_PREPARED_STATEMENTS }: PreparedStatementOptions = {}): PgliteClient {
  // The database session's prepared statements, by text (oldest first); they outlive transactions.
  const prepared = new Map<string, PreparedStatement>();

  async function prepare(text: string, options: QueryOptions | undefined): Promise<PreparedStatement> {
    const known = prepared.get(text);
    if (known) return known;
    const name = statementName(text);
    const messages = [protocol.serialize.parse({ name, text, types: options?.paramTypes }), protocol.serialize.describe({ type: 'S', name })];
    const evicted = prepared.size >= maxStatements ? prepared.entries().next().value : undefined;
    if (evicted) messages.push(protocol.serialize.close({ type: 'S', name: evicted[1].name }));
    const described = await client.execProtocol(Buffer.concat([...messages, protocol.serialize.sync()]), { syncToFs: false });
    if (evicted) prepared.delete(evicted[0]);
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described.messages) };
    prepared.set(text, statement);
    return statement;
  }

  /**
   * The query's parsers over PGlite's: parseResults would copy PGlite's parser of every type of
   * the database into a new object for each query that brings its own (drizzle's do); a
   * prototype chain gives the same lookups for the cost of the query's few.
   */
  function parsersFor(options: QueryOptions | undefined): PGlite['parsers'] {
    return options?.parsers ? Object.assign(Object.create(client.parsers) as PGlite['parsers'], options.parsers) : client.parsers;
  }

  function serialized(statement: PreparedStatement, params: unknown[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
  }

  /** Runs a row statement; the caller holds the lock that keeps transactions apart. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    // As PGlite's query() does: a closed database fails here, as "PGlite is closed".
    await client._checkReady();
    return client._runExclusiveQuery(async () => {
      try {
        const statement = await prepare(text, options);
        const message = Buffer.concat([
          protocol.serialize.bind({ statement: statement.name, values: serialized(statement, params, options) }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]);
        const { messages } = await client.execProtocol(message, { syncToFs: !inTransaction });
        return parse.parseResults(messages, parsersFor(options), { ...options, parsers: undefined })[0] as Results<T>;
      } catch (error) {
        throw annotated(error, text, params, options);
      }
    });
  }

  function inTransaction(tx: Transaction): Transaction {
    return {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!isRowStatement(text)) return tx.query<T>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return run<T>(text, params, options, true);
      },
      sql: tx.sql.bind(tx),
      exec: tx.exec.bind(tx),
      rollback: tx.rollback.bind(tx),
      listen: tx.listen.bind(tx),
      get closed() {
        return tx.closed;
      },
    };
  }

  return {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      isRowStatement(text) ? client._runExclusiveTransaction(() => run<T>(text, params, options, false)) : client.query<T>(text, params, options),
    exec: client.exec.bind(client),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => client.transaction((tx) => callback(inTransaction(tx))),
  };
}
