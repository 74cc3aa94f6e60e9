import {
  parse,
  type PGlite,
  type ParserOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import type {
  BackendMessage,
  CommandCompleteMessage,
  DataRowMessage,
  DatabaseError,
  RowDescriptionMessage,
} from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';

/** A statement PostgreSQL has parsed once: its name and the parameter types it inferred. */
interface Statement {
  name: string;
  paramTypes: number[];
}

/** Statements kept prepared at once; the least recently used beyond it are closed. */
export const DEFAULT_MAX_STATEMENTS = 200;

/**
 * What is worth keeping prepared: queries and changes of rows, which the portal runs again and again.
 * Schema changes (migrations, row-security policies at start-up), savepoints and `set` statements run
 * once or are cheap to parse; kept, they would only crowd the cache.
 */
const PREPARED = /^\s*(select|insert|update|delete|with)\b/i;
/** Names are unique in the process, so two caches on one PGlite (tests) cannot collide. */
let statementsNamed = 0;

/**
 * PGlite's queries inside a transaction as named prepared statements, each execution one call into
 * PostgreSQL.
 *
 * PGlite's own `query` parses, analyses and plans the statement from scratch every time, through six
 * calls into its WebAssembly (parse, describe, bind, describe, execute, sync), and merges its type
 * parsers into a new object for every result. Planning under row-level security dominates: a list
 * call's transaction (its settings, a page of rows and their count) took 1.65 ms of CPU that way.
 * Here a statement is parsed once per SQL text (named, with its parameter types described), and each
 * execution sends bind, describe, execute and sync as one message: 0.46 ms for the same transaction.
 * PostgreSQL's plan cache then does what it does for any driver that prepares (JDBC, Npgsql,
 * postgres.js): custom plans for the first five executions, then the generic plan when it costs no
 * more; a change of role or schema replans (row security included).
 *
 * Parameters are serialised by the types PostgreSQL inferred, with PGlite's own serialisers, and
 * rows parsed with PGlite's parsers overlaid by the caller's, exactly as PGlite's `query` does, so
 * drizzle sees the same results. The wire messages themselves are written and read with
 * `pg-protocol` (see `exchange`). Other statements (`PREPARED`), and a query with options this path
 * does not handle (a blob, parameter types, its own serialisers), take PGlite's `query` in a
 * transaction of PGlite's (`transaction`); a scoped transaction (`scoped`) sends the former as
 * plain SQL and refuses the latter.
 */
export class PgliteStatements {
  /** By SQL text, least recently used first (a Map keeps insertion order). */
  private readonly statements = new Map<string, Statement>();
  /** Names evicted from the cache, closed with the next statement prepared. */
  private readonly evicted: string[] = [];
  /**
   * PGlite's parsers overlaid by a caller's, one table per set of type ids overlaid: drizzle, the one
   * caller, passes the same pass-through parsers (timestamps, dates, intervals as text) every time.
   */
  private readonly parserTables = new Map<string, PGlite['parsers']>();

  constructor(
    private readonly pg: PGlite,
    private readonly max = DEFAULT_MAX_STATEMENTS,
  ) {}

  /** `tx` with its `query` going through the prepared statements; everything else is `tx`'s own. */
  transaction(tx: Transaction): Transaction {
    const wrapped = Object.create(tx) as Transaction;
    wrapped.query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      if (tx.closed) throw new Error('Transaction is closed');
      if (options?.blob || options?.paramTypes || options?.serializers || !PREPARED.test(text))
        return tx.query<T>(text, params, options);
      return this.query<T>(text, params ?? [], options);
    };
    return wrapped;
  }

  /**
   * A transaction opened with `preamble` (plain SQL: a scope's settings) as PGlite's `transaction`
   * runs one (its transaction lock; commit, or rollback on any error), in fewer calls into
   * PostgreSQL: `begin` and the preamble go as one message, `commit` as one, each answer read with
   * pg-protocol. PGlite's own sends `begin` and `commit` through its parser as two calls each: with
   * the preamble's, seven calls for a list's transaction where four do. Its statements go as the
   * handle of `transaction(tx)` sends them: prepared, or a statement without parameters that is
   * not worth preparing (a savepoint) as plain SQL. (PGlite skips syncing its files after each
   * statement of a transaction of its own; nothing here syncs either.)
   */
  async scoped<T>(preamble: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    if (this.pg.closed) throw new Error('PGlite is closed');
    return this.pg._runExclusiveTransaction(async () => {
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const plain = (text: string) => this.pg.runExclusive(() => this.exchange(serialize.query(text)));
      const tx: Transaction = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          if (options?.blob || options?.paramTypes || options?.serializers)
            throw new Error('A scoped transaction takes no blob, parameter types or serialisers');
          if (!params?.length && !PREPARED.test(text))
            return resultsOf<R>(await plain(text), this.parsersFor(options?.parsers), options?.rowMode);
          return this.query<R>(text, params ?? [], options);
        },
        sql: <R>(strings: TemplateStringsArray, ...params: unknown[]) =>
          tx.query<R>(
            strings.reduce((text, part, i) => `${text}$${i}${part}`),
            params,
          ),
        exec: async (text: string, options?: QueryOptions) => {
          open();
          return allResultsOf(await plain(text), this.parsersFor(options?.parsers), options?.rowMode);
        },
        rollback: async () => {
          open();
          await plain('rollback');
          closed = true;
        },
        listen: () => Promise.reject(new Error('LISTEN is not available in a scoped transaction')),
        get closed() {
          return closed;
        },
      };
      try {
        await plain(`begin;${preamble}`);
        const result = await work(tx);
        if (!closed) {
          closed = true;
          const [committed] = allResultsOf(await plain('commit'), this.pg.parsers, undefined);
          // A statement failed and the work went on: PostgreSQL rolls back what `commit` asked.
          if (committed?.command === 'ROLLBACK') throw rolledBackInstead();
        }
        return result;
      } catch (err) {
        if (!closed) {
          closed = true;
          // The lock must not go to the next transaction with this one still open: a failed
          // rollback is tried once more before the first error is thrown.
          await plain('rollback').catch(() => plain('rollback'));
        }
        throw err;
      }
    });
  }

  /** How many statements are prepared now (tests). */
  get size(): number {
    return this.statements.size;
  }

  /** Runs one statement of an open transaction (the caller holds PGlite's transaction lock). */
  private query<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return this.pg.runExclusive(async () => {
      const statement = await this.statementFor(text);
      const values = params.map((value, i) => this.serializeParam(value, statement.paramTypes[i]));
      const message = Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      let messages;
      try {
        messages = await this.exchange(message);
      } catch (err) {
        // The statement is gone (DEALLOCATE) or its result shape changed under it (a column added
        // to a table it reads): closed and prepared afresh next time.
        const code = (err as { code?: string }).code;
        if (code === '26000' || code === '0A000') this.evict(text, statement);
        throw err;
      }
      return resultsOf<T>(messages, this.parsersFor(options?.parsers), options?.rowMode);
    });
  }

  /** The prepared statement for `text`, parsing it first if it is new (and closing any evicted). */
  private async statementFor(text: string): Promise<Statement> {
    const known = this.statements.get(text);
    if (known) {
      // Most recently used goes last.
      this.statements.delete(text);
      this.statements.set(text, known);
      return known;
    }
    const name = `sp_${++statementsNamed}`;
    const closing = this.evicted.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    // PGlite's own parser for this one (once per SQL text): pg-protocol reads the count of a
    // statement's parameter types as a signed 16-bit number, so a statement with more than 32,767
    // parameters (a bulk insert) would fail there, and PGlite's reads it unsigned, as PostgreSQL means it.
    const messages = await this.pg.execProtocolStream(
      Buffer.concat([
        ...closing,
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(text, statement);
    if (this.statements.size > this.max) {
      const [oldest, old] = this.statements.entries().next().value!;
      this.evict(oldest, old);
    }
    return statement;
  }

  /**
   * Sends `message` and reads PostgreSQL's answer with pg-protocol's parser (node-postgres's own).
   * PGlite's parser, built with its private fields compiled to WeakMaps, copied every field of
   * every row and cost more of a list call's CPU than PostgreSQL's own work on it. The first
   * error PostgreSQL reports is thrown (as PGlite does), with its SQLSTATE `code`. Notices are
   * dropped as PGlite drops them when no `onNotice` is given; these statements LISTEN to nothing.
   */
  private async exchange(message: Buffer): Promise<BackendMessage[]> {
    const messages: BackendMessage[] = [];
    const parser = new Parser();
    let unreadable: unknown;
    await this.pg.execProtocolRawStream(message, {
      syncToFs: false,
      onRawData: (chunk) => {
        // Thrown from here, an error would unwind through PostgreSQL's WebAssembly, which PGlite
        // swallows, leaving its connection unusable: kept, and thrown once PGlite has returned.
        if (unreadable) return;
        try {
          // A copy: the parser keeps the tail of a message split across chunks, and the chunk is
          // PGlite's buffer, reused for its next output.
          parser.parse(Buffer.from(chunk), (m) => messages.push(m));
        } catch (err) {
          unreadable = err;
        }
      },
    });
    if (unreadable) throw unreadable as Error;
    const error = messages.find((m): m is DatabaseError => m.name === 'error');
    if (error) throw error;
    return messages;
  }

  private evict(text: string, statement: Statement): void {
    this.statements.delete(text);
    this.evicted.push(statement.name);
  }

  /** As PGlite's `query`: null stays null, else the serialiser of the inferred type, else `toString`. */
  private serializeParam(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : (value as { toString(): string }).toString();
  }

  private parsersFor(overlay: ParserOptions | undefined): PGlite['parsers'] {
    if (!overlay) return this.pg.parsers;
    const key = Object.keys(overlay).join(',');
    let table = this.parserTables.get(key);
    if (!table) {
      table = { ...this.pg.parsers, ...overlay };
      this.parserTables.set(key, table);
    }
    return table;
  }
}

/** The commands whose completion tag counts rows changed (PGlite's `affectedRows`). */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * One statement's answer as PGlite's `query` returns it: its fields, its rows through the type
 * parsers (`null` stays null, a type without a parser stays text), as arrays or as objects by
 * column name, and the rows it changed. Each column's parser is found once, not once per value.
 */
function resultsOf<T>(
  messages: BackendMessage[],
  parsers: PGlite['parsers'],
  rowMode: QueryOptions['rowMode'],
): Results<T> {
  return (allResultsOf(messages, parsers, rowMode)[0] ?? {
    affectedRows: 0,
    rows: [],
    fields: [],
  }) as Results<T>;
}

/** Every statement's answer, as PGlite's `exec` returns them (plain SQL of several statements). */
function allResultsOf(
  messages: BackendMessage[],
  parsers: PGlite['parsers'],
  rowMode: QueryOptions['rowMode'],
): Results[] {
  const all: Results[] = [];
  let fields: { name: string; dataTypeID: number }[] = [];
  let columnParsers: (((value: string, typeId: number) => unknown) | undefined)[] = [];
  let rows: unknown[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as RowDescriptionMessage).fields.map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      }));
      columnParsers = fields.map((f) => parsers[f.dataTypeID]);
    } else if (message.name === 'dataRow') {
      const values = (message as DataRowMessage).fields as (string | null)[];
      const parsed = values.map((value, i) => {
        if (value === null) return null;
        const parse = columnParsers[i];
        return parse ? parse(value, fields[i]!.dataTypeID) : value;
      });
      rows.push(rowMode === 'array' ? parsed : Object.fromEntries(fields.map((f, i) => [f.name, parsed[i]])));
    } else if (message.name === 'commandComplete') {
      const words = (message as CommandCompleteMessage).text.split(' ');
      const command = words[0]!;
      const count = parseInt(words[words.length - 1]!, 10);
      const results = { rows, fields, command, affectedRows: CHANGING.has(command) ? count : 0 };
      all.push((Number.isNaN(count) ? results : { ...results, rowCount: count }) as Results);
      fields = [];
      rows = [];
    }
  }
  return all;
}

/** A commit PostgreSQL answered with a rollback: the transaction had failed (SQLSTATE 25P02). */
export function rolledBackInstead(): Error {
  return Object.assign(new Error('Transaction was rolled back instead of committed'), { code: '25P02' });
}
