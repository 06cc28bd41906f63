/**
 * An opt-in query log with timings (PLATFORM_QUERY_LOG=1, docs/performance.md): every statement the
 * platform sends, with how long the database took, one line each on stderr ("[query] 0.84 ms select …").
 * For finding where a request's time goes (count the lines one request adds); off by default, and
 * then nothing is wrapped.
 */
import { performance } from "node:perf_hooks";

type Queryable = { query: (...args: never[]) => Promise<unknown> };

export const queryLogEnabled = () => process.env.PLATFORM_QUERY_LOG === "1";

function logged(sql: unknown, started: number): void {
  const text = typeof sql === "string" ? sql : ((sql as { text?: string } | null)?.text ?? String(sql));
  const milliseconds = (performance.now() - started).toFixed(2);
  process.stderr.write(`[query] ${milliseconds} ms ${text.replace(/\s+/g, " ").slice(0, 240)}\n`);
}

/**
 * The client with its `query` timed, and the clients it hands out timed too: a transaction's
 * (PGlite's `transaction(callback)`) and a pooled connection's (pg's `connect()`).
 */
export function withQueryLog<Client extends object>(client: Client): Client {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "query") {
        return async (...args: Parameters<Queryable["query"]>) => {
          const started = performance.now();
          try {
            return await (value as Queryable["query"]).apply(target, args);
          } finally {
            logged(args[0], started);
          }
        };
      }
      if (property === "transaction") {
        return (callback: (tx: object) => Promise<unknown>, ...rest: unknown[]) =>
          (value as (...args: unknown[]) => Promise<unknown>).call(target, (tx: object) => callback(withQueryLog(tx)), ...rest);
      }
      if (property === "connect") {
        return async (...args: unknown[]) => {
          const connected: unknown = await (value as (...args: unknown[]) => Promise<unknown>).apply(target, args);
          return connected && typeof connected === "object" ? withQueryLog(connected) : connected;
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}
