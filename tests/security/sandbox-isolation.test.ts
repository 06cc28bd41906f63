/**
 * Sandbox credentials are confined to an isolated sandbox environment (its own
 * database: users, submissions, mail, memberships), seeded with the demo catalogue, taking no real
 * money, and never reaching live data; live credentials never reach sandbox data. In production too.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Platform } from "../../platform/index";
import { contactMessages, users } from "../../platform/schema";
import { createOperatorCredential } from "../../platform/infra/api-credentials";
import { callApi, databaseTargets, DEMO_CREDENTIAL, TEST_OPERATOR_CREDENTIAL, usePlatform } from "../support/platform";
import { newAccount, PASSWORD, signedUp, type Outbox } from "../support/platform-accounts";

type Credential = { username: string; key: string };

/** A call as `credential`: JSON body, optional bearer token. */
async function as<T = any>(platform: Platform, credential: Credential, method: string, path: string, json?: unknown, token?: string) {
  const headers = new Headers({ "X-Api-Username": credential.username, "X-Api-Key": credential.key });
  if (json !== undefined) headers.set("Content-Type", "application/json");
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await platform.fetch(
    new Request(`http://platform.test${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }),
  );
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  return { status: response.status, body: (isJson ? await response.json() : await response.text()) as T };
}

async function newSandbox(platform: Platform): Promise<Credential> {
  const created = await as<{ username: string; secret_key: string }>(platform, DEMO_CREDENTIAL, "POST", "/sandbox/create", { name: "Foundry" });
  expect(created.status).toBe(201);
  return { username: created.body.username, key: created.body.secret_key };
}

/** Signs up and verifies `email` in the environment `credential` reaches, reading the code from its own outbox. */
async function signUpAs(platform: Platform, credential: Credential, email: string) {
  expect((await as(platform, credential, "POST", "/account/create", newAccount(email))).status).toBe(201);
  const outbox = await as<Outbox>(platform, credential, "GET", "/dev/outbox");
  expect(outbox.status).toBe(200);
  const code = outbox.body.find((message) => message.recipient === email)?.code;
  expect(code, `a code mailed to ${email}`).toBeTruthy();
  const verified = await as<{ access_token: string }>(platform, credential, "POST", "/account/verify", { email, verification: code });
  expect(verified.status).toBe(200);
  return verified.body;
}

const LIVE_EMAIL = "live-member@example.com";
const SANDBOX_EMAIL = "sandbox-dev@example.com";

describe.each(databaseTargets)("the sandbox environment on $name", (target) => {
  const platform = usePlatform(target);

  it("has its own users and outbox: a sandbox sign-up is not in the live database or the live outbox", async () => {
    const sandbox = await newSandbox(platform());
    const tokens = await signUpAs(platform(), sandbox, SANDBOX_EMAIL);
    const me = await as<{ email: string }>(platform(), sandbox, "GET", "/account/me", undefined, tokens.access_token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(SANDBOX_EMAIL);

    expect(await platform().db.select().from(users).where(eq(users.email, SANDBOX_EMAIL))).toEqual([]);
    const inSandbox = await platform().inSandboxOf(sandbox.username, async (db) => {
      const emails = await db.select({ email: users.email }).from(users);
      // The tenant is a schema of its own (on PostgreSQL, of the same database): its keys point at its own tables.
      const { rows } = await db.execute<{ schema: string; current: string }>(sql`
        SELECT DISTINCT n.nspname AS schema, current_schema() AS current FROM pg_constraint c
        JOIN pg_class t ON t.oid = c.confrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`);
      return { emails, schemas: rows.map((row) => row.schema), current: rows[0]?.current };
    });
    expect(inSandbox?.emails).toEqual([{ email: SANDBOX_EMAIL }]);
    expect(inSandbox?.schemas).toEqual([inSandbox?.current]);
    expect(inSandbox?.current).toMatch(/^tenant_[0-9a-f]{32}$/);
    const liveOutbox = await callApi<Outbox>(platform(), "/dev/outbox", { credential: TEST_OPERATOR_CREDENTIAL });
    expect(liveOutbox.status).toBe(200);
    expect(liveOutbox.body.map((message) => message.recipient)).not.toContain(SANDBOX_EMAIL);
    // A sandbox account does not sign in live, nor does its token work there.
    const login = await platform().fetch(
      new Request("http://platform.test/login", {
        method: "POST",
        headers: { "X-Api-Username": DEMO_CREDENTIAL.username, "X-Api-Key": DEMO_CREDENTIAL.key },
        body: new URLSearchParams({ username: SANDBOX_EMAIL, password: PASSWORD }),
      }),
    );
    expect(login.status).toBe(401);
    expect((await as(platform(), DEMO_CREDENTIAL, "GET", "/account/me", undefined, tokens.access_token)).status).toBe(401);
  });

  it("cannot see a live user, a live outbox message or a live submission", async () => {
    const live = await signedUp(platform(), LIVE_EMAIL);
    await as(platform(), DEMO_CREDENTIAL, "POST", "/foundry/contact", { name: "Ada", email: "ada@example.com", message: "Live secret" });
    const sandbox = await newSandbox(platform());

    const outbox = await as<Outbox>(platform(), sandbox, "GET", "/dev/outbox");
    expect(outbox.status).toBe(200);
    expect(outbox.body.map((message) => message.recipient)).not.toContain(LIVE_EMAIL);
    const contacts = await as<Array<{ message: string }>>(platform(), sandbox, "GET", "/foundry/contact");
    expect(contacts.status).toBe(200);
    expect(contacts.body).toEqual([]);
    expect((await as(platform(), sandbox, "GET", "/account/me", undefined, live.access_token)).status).toBe(401);
    // The live email is free in the sandbox: nobody there has it.
    expect((await as(platform(), sandbox, "POST", "/account/create", newAccount(LIVE_EMAIL))).status).toBe(201);
    expect((await callApi(platform(), "/account/me", { headers: { Authorization: `Bearer ${live.access_token}` } })).status).toBe(200);
  });

  it("keeps sandbox submissions out of the live database, where an operator reads only live ones", async () => {
    const sandbox = await newSandbox(platform());
    const sent = await as(platform(), sandbox, "POST", "/foundry/contact", { name: "Sam", email: "sam@example.com", message: "From the sandbox" });
    expect(sent.status).toBe(201);
    // The sandbox credential reads back what it sent, in its environment.
    const own = await as<Array<{ message: string }>>(platform(), sandbox, "GET", "/foundry/contact");
    expect(own.body.map((row) => row.message)).toEqual(["From the sandbox"]);
    expect(await platform().db.select().from(contactMessages)).toEqual([]);
    const operator = await createOperatorCredential(platform().db, `ops-${Date.now()}`);
    expect((await callApi<unknown[]>(platform(), "/foundry/contact", { credential: operator })).body).toEqual([]);
  });

  it("is seeded with the demo catalogue and cannot create sandboxes", async () => {
    const sandbox = await newSandbox(platform());
    const plans = await as<unknown[]>(platform(), sandbox, "GET", "/membership/plans");
    expect(plans.status).toBe(200);
    expect(plans.body.length).toBe(4);
    expect((await as<unknown[]>(platform(), sandbox, "GET", "/business/list?global=true")).body.length).toBeGreaterThan(0);
    const nested = await as(platform(), sandbox, "POST", "/sandbox/create", { name: "Nested" });
    expect(nested.status).toBe(403);
    expect(nested.body).toEqual({ code: "forbidden", message: "Sandbox credentials cannot create sandboxes" });
  });
});

describe("the sandbox environment of a production platform", () => {
  const platform = usePlatform(databaseTargets[0]!, {
    environment: "production",
    accounts: { jwtSecret: "production-test-secret-0123456789abcdef" },
  });

  it("is a demo environment, with its own outbox, beside the live production one", async () => {
    const sandbox = await newSandbox(platform());
    expect((await callApi<{ environment: string }>(platform(), "/version")).body.environment).toBe("production");
    expect((await as<{ environment: string }>(platform(), sandbox, "GET", "/version")).body.environment).toBe("demo");
    const { access_token: token } = await signUpAs(platform(), sandbox, SANDBOX_EMAIL);
    expect(await platform().db.select().from(users).where(eq(users.email, SANDBOX_EMAIL))).toEqual([]);

    // Its demo checkout (no real money) is served under /sandbox-env, to browsers without credentials.
    const plans = await as<Array<{ id: string }>>(platform(), sandbox, "GET", "/membership/plans");
    const started = await as<{ id: string; url: string }>(
      platform(), sandbox, "POST", `/membership/plans/${plans.body[0]!.id}/checkout/hosted`,
      { success_url: "/completion?checkout={CHECKOUT_SESSION_ID}", cancel_url: "/membership-levels" },
      token,
    );
    expect(started.status).toBe(201);
    expect(started.body.url).toMatch(new RegExp(`^/sandbox-env/[0-9a-f]{32}/checkout/${started.body.id}$`));
    expect((await platform().fetch(new Request(`http://platform.test${started.body.url}`))).status).toBe(200);
    expect((await platform().fetch(new Request(`http://platform.test/checkout/${started.body.id}`))).status).toBe(404);
  });
});
