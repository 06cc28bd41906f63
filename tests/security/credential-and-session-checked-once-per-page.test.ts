/**
 * The site's API credential and the visitor's session are checked once, not once per platform
 * call (docs/security.md "Credential and session checks"), and a revocation still takes effect: a
 * credential revoked in this process is refused on the next call, one removed by another process
 * within CREDENTIAL_CACHE_MS; a session signed out is refused on the site's next request (the
 * memo of a verified session lives as long as one site request: its request scope).
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiCredentials, authSessions } from "../../platform/schema";
import { createOperatorCredential, CREDENTIAL_CACHE_MS, revokeCredential, verifyCredential } from "../../platform/infra/api-credentials";
import { callApi, databaseTargets, DEMO_CREDENTIAL, usePlatform } from "../support/platform";
import { send, signedUp } from "../support/platform-accounts";

afterEach(() => vi.restoreAllMocks());

describe.each(databaseTargets)("credential and session checks on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  /** Counts the database's reads of credentials and of sessions from now on. */
  function countChecks() {
    const db = platform().db;
    const select = db.select.bind(db);
    const counts = { credentials: 0, sessions: 0 };
    vi.spyOn(db, "select").mockImplementation(((fields?: Record<string, unknown>) => {
      if (fields && "keyHash" in fields) counts.credentials += 1;
      if (fields && fields.id === authSessions.id && Object.keys(fields).length === 1) counts.sessions += 1;
      return select(fields as never);
    }) as typeof db.select);
    return counts;
  }

  it("looks the site's credential up once for many calls, and refuses it on the call after its revocation", async () => {
    const operator = await createOperatorCredential(platform().db, "ops-lin");
    expect((await callApi(platform(), "/foundry/contact", { credential: operator })).status).toBe(200);
    const counts = countChecks();
    for (let call = 0; call < 5; call += 1) expect((await callApi(platform(), "/foundry/contact", { credential: operator })).status).toBe(200);
    expect(counts.credentials).toBe(0);

    expect(await revokeCredential(platform().db, "ops-lin")).toBe(true);
    expect((await callApi(platform(), "/foundry/contact", { credential: operator })).status).toBe(401);
    // A wrong key is refused even while the right one is remembered.
    expect((await callApi(platform(), "/membership/plans", { credential: { ...DEMO_CREDENTIAL, key: `${DEMO_CREDENTIAL.key}x` } })).status).toBe(401);
  });

  it("refuses a credential another process deleted once CREDENTIAL_CACHE_MS have passed", async () => {
    const db = platform().db;
    const operator = await createOperatorCredential(db, "ops-mei");
    const now = Date.now();
    expect(await verifyCredential(db, operator.username, operator.key, now)).not.toBeNull();
    // Deleted behind this process's back (the credential command on a shared PostgreSQL).
    await db.delete(apiCredentials).where(eq(apiCredentials.username, operator.username));
    expect(await verifyCredential(db, operator.username, operator.key, now + CREDENTIAL_CACHE_MS + 1)).toBeNull();
    expect(CREDENTIAL_CACHE_MS).toBeLessThanOrEqual(5_000);
  });

  it("checks a session once per site request, and refuses it on the request after sign-out", async () => {
    const { access_token: token } = await signedUp(platform(), "once@example.com");
    const page = {}; // one site request's scope: its calls share one check of the session
    const inPage = (path: string) =>
      platform().fetch(new Request(`http://platform.test${path}`, { headers: { "X-Api-Username": DEMO_CREDENTIAL.username, "X-Api-Key": DEMO_CREDENTIAL.key, Authorization: `Bearer ${token}` } }), {}, page);
    const counts = countChecks();
    const answers = await Promise.all(["/account/me", "/account/notifications", "/purchases/experiences/history", "/purchases/experiences"].map(inPage));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(counts.sessions).toBe(1);

    expect((await send(platform(), "POST", "/logout", { token })).status).toBeLessThan(300);
    // The next site request (a new scope), and a call with no scope, see the session ended.
    const next = await platform().fetch(new Request("http://platform.test/account/me", { headers: { "X-Api-Username": DEMO_CREDENTIAL.username, "X-Api-Key": DEMO_CREDENTIAL.key, Authorization: `Bearer ${token}` } }), {}, {});
    expect(next.status).toBe(401);
    expect((await send(platform(), "GET", "/account/me", { token })).status).toBe(401);
  });

  it("refuses a session from the call after this request's own sign-out (an action, then the loaders)", async () => {
    const { access_token: token } = await signedUp(platform(), "same-request@example.com");
    const request = {};
    const call = (method: string, path: string) =>
      platform().fetch(new Request(`http://platform.test${path}`, { method, headers: { "X-Api-Username": DEMO_CREDENTIAL.username, "X-Api-Key": DEMO_CREDENTIAL.key, Authorization: `Bearer ${token}` } }), {}, request);
    expect((await call("GET", "/account/me")).status).toBe(200);
    expect((await call("POST", "/logout")).status).toBe(204);
    expect((await call("GET", "/account/me")).status).toBe(401);
  });
});
