/**
 * One request of the site, as the platform sees it when embedded (docs/security.md "Credential
 * and session checks"): a page's loaders make several calls with the same access token, and the
 * session behind it is checked (JWT verified, session row read) once for them all. The site hands
 * an object of its own per request to `Platform.fetch`; what is remembered under it lives as long
 * as that object, so a session signed out is refused from the site's next request on. A call with
 * no scope (a hosted platform's caller, over HTTP) remembers nothing.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** The site's object for one of its requests; only its identity matters. */
export type RequestScope = object;

const current = new AsyncLocalStorage<RequestScope>();
const memos = new WeakMap<RequestScope, Map<string, Promise<unknown>>>();
/** Distinguishes the owners (a database: the live and the sandbox environments) of equal keys. */
const ownerIds = new WeakMap<object, number>();
let nextOwnerId = 0;

/** Runs `work` (a platform call) inside `scope`, when there is one. */
export function inRequestScope<T>(scope: RequestScope | undefined, work: () => Promise<T>): Promise<T> {
  return scope ? current.run(scope, work) : work();
}

/**
 * `compute()`'s promise, shared by every call of the current request scope asking for `key` of
 * `owner`; a failure is not kept (the next call tries again). Without a scope: `compute()`.
 */
export function onceInRequest<T>(owner: object, key: string, compute: () => Promise<T>): Promise<T> {
  const scope = current.getStore();
  if (!scope) return compute();
  let ownerId = ownerIds.get(owner);
  if (ownerId === undefined) {
    ownerId = nextOwnerId++;
    ownerIds.set(owner, ownerId);
  }
  let memo = memos.get(scope);
  if (!memo) {
    memo = new Map();
    memos.set(scope, memo);
  }
  const memoKey = `${ownerId}:${key}`;
  const known = memo.get(memoKey) as Promise<T> | undefined;
  if (known) return known;
  const computed = Promise.resolve(compute());
  memo.set(memoKey, computed);
  computed.catch(() => memo.delete(memoKey));
  return computed;
}

/** Forgets what the current request scope remembered (a session ended by this request's own call). */
export function forgetInRequest(): void {
  const scope = current.getStore();
  if (scope) memos.delete(scope);
}
