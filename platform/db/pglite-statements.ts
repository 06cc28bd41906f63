/**
 * PGlite's queries as named statements (docs/performance.md "Statements on PGlite"). PGlite's own
 * `query(text, params)` speaks to its Postgres in six exchanges per statement (parse, describe,
 * bind, describe, execute, sync) and has it parse and analyse the text every time: on the signed-in
 * pages that was most of each statement's cost. Here a text is parsed once under a name, with its
 * parameter types and its rows' shape remembered, and each run after is one exchange: bind,
 * execute, sync. Postgres re-plans a named statement itself when a table it reads changes or the
 * search_path does (the sandbox's tenants); a change of the rows' shape is answered by preparing
 * the text again. The answers are PGlite's own (its parsers, its errors with the query attached),
 * so drizzle sees no difference.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
type Field = { name: string; dataTypeID: number };
type Prepared = { name: string; paramTypes: number[]; fields: Field[] };

/** The client drizzle is given: PGlite's `query` and `transaction`, on named statements. */
export type NamedStatementsClient = Pick<PGlite, "query" | "transaction">;

/** At most this many named statements live in the database at once (each keeps its parse tree and plans there). */
const MAX_STATEMENTS = 200;
/** Postgres's refusal of a named statement whose rows' shape changed under it (a migration, another tenant's table). */
const RESULT_TYPE_CHANGED = "cached plan must not change result type";

const { serialize } = protocol;

/** Per PGlite, the statements it holds: every client made for one PGlite shares them (the tests hand one PGlite around). */
const statementsOf = new WeakMap<PGlite, { prepared: Map<string, Prepared>; sequence: number }>();

export function namedStatements(client: PGlite, maxStatements = MAX_STATEMENTS): NamedStatementsClient {
  if (!statementsOf.has(client)) statementsOf.set(client, { prepared: new Map(), sequence: 0 });
  const held = statementsOf.get(client)!;
  const prepared = held.prepared;

  const exchange = (messages: Uint8Array[]) => client.execProtocolStream(concat(messages), { syncToFs: false });

  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const name = `p${++held.sequence}`;
    const described = await exchange([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: "S", name }), serialize.sync()]);
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      fields: described.flatMap((message) => (message.name === "rowDescription" ? (message as InstanceType<typeof protocol.messages.RowDescriptionMessage>).fields : [])).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    prepared.set(text, statement);
    if (prepared.size > maxStatements) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await exchange([serialize.close({ type: "S", name: oldest.name }), serialize.sync()]);
    }
    return statement;
  }

  /** Its text prepared anew next time; in an aborted transaction the old statement is left for the session's end. */
  async function forget(text: string, inTransaction: boolean) {
    const statement = prepared.get(text);
    if (!statement) return;
    prepared.delete(text);
    if (!inTransaction) await exchange([serialize.close({ type: "S", name: statement.name }), serialize.sync()]);
  }

  /** `inTransaction`: a failed statement has aborted it, so it is not run again there. */
  async function run<T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean, retried = false): Promise<Results<T>> {
    let statement = prepared.get(text);
    if (statement) {
      // Most recently used last: the oldest in the map is the first to go.
      prepared.delete(text);
      prepared.set(text, statement);
    } else {
      statement = await prepare(text, options).catch((error: unknown) => {
        throw withQuery(error, text, params, options);
      });
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[statement.paramTypes[index]!] ?? client.serializers[statement.paramTypes[index]!];
      return serializer ? serializer(value) : String(value);
    });
    let messages: BackendMessage[];
    try {
      messages = await exchange([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]);
    } catch (error) {
      if ((error as Error).message === RESULT_TYPE_CHANGED) {
        await forget(text, inTransaction);
        if (!inTransaction && !retried) return run(text, params, options, inTransaction, true);
      }
      throw withQuery(error, text, params, options);
    }
    return resultsOf(messages, statement.fields, options, client.parsers) as Results<T>;
  }

  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      await client._checkReady();
      // As PGlite's query: after any transaction in progress, one statement at a time.
      return client._runExclusiveTransaction(async () => {
        const results = await client._runExclusiveQuery(() => run<T>(text, params, options, false));
        await client.syncToFs();
        return results;
      });
    },
    transaction<T>(callback: (tx: Transaction) => Promise<T>) {
      return client.transaction((tx) => {
        const named: Transaction = Object.create(tx);
        named.query = async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error("Transaction is closed");
          return client._runExclusiveQuery(() => run<R>(text, params, options, true));
        };
        return callback(named);
      });
    },
  };
}

/**
 * The answer as PGlite's query() gives it (parse.parseResults), with each column's parser looked up
 * once per statement rather than the client's ~200 parsers copied into a new object per statement.
 */
function resultsOf(messages: BackendMessage[], fields: Field[], options: QueryOptions | undefined, defaults: PGlite["parsers"]) {
  const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? defaults[dataTypeID]);
  const value = (text: string | null, column: number) => (text === null ? null : parsers[column] ? parsers[column](text, fields[column]!.dataTypeID) : text);
  const rows: unknown[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === "dataRow") {
      const values = (message as InstanceType<typeof protocol.messages.DataRowMessage>).fields;
      rows.push(options?.rowMode === "array" ? values.map(value) : Object.fromEntries(values.map((text, column) => [fields[column]!.name, value(text, column)])));
    } else if (message.name === "commandComplete") {
      const words = (message as InstanceType<typeof protocol.messages.CommandCompleteMessage>).text.split(" ");
      const command = words[0]!;
      const rowCount = parseInt(words[words.length - 1]!, 10);
      if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command)) affectedRows += rowCount;
      return { rows, fields, command, affectedRows, ...(Number.isNaN(rowCount) ? {} : { rowCount }) };
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
}

/** The database's error with the statement attached, as PGlite's own query() throws it. */
function withQuery(error: unknown, query: string, params: unknown[], queryOptions: QueryOptions | undefined) {
  if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query, params, queryOptions });
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
