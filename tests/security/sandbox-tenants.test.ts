/**
 * Every sandbox credential is a tenant of its own (platform/sandbox-environment.ts): one tenant
 * never reads, signs in as or resets another's users, never sees its mail, submissions, brands,
 * bookings, likes, ratings, follows or coins; activity on the demo catalogue (places taken, likes)
 * counts per tenant. Idle tenants are deleted after 30 days, with their credential.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Platform } from "../../platform/index";
import { callApi, databaseTargets, DEMO_CREDENTIAL, usePlatform } from "../support/platform";
import { newAccount, PASSWORD, type Outbox } from "../support/platform-accounts";

type Credential = { username: string; key: string };

async function as<T = any>(platform: Platform, credential: Credential, method: string, path: string, json?: unknown, token?: string) {
  const headers = new Headers({ "X-Api-Username": credential.username, "X-Api-Key": credential.key });
  if (json !== undefined) headers.set("Content-Type", "application/json");
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await platform.fetch(new Request(`http://platform.test${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) }));
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  return { status: response.status, body: (isJson ? await response.json() : await response.text()) as T };
}

async function newSandbox(platform: Platform, name = "Tenant"): Promise<Credential> {
  const created = await as<{ username: string; secret_key: string }>(platform, DEMO_CREDENTIAL, "POST", "/sandbox/create", { name });
  expect(created.status).toBe(201);
  return { username: created.body.username, key: created.body.secret_key };
}

async function signUp(platform: Platform, tenant: Credential, email: string): Promise<string> {
  expect((await as(platform, tenant, "POST", "/account/create", newAccount(email))).status).toBe(201);
  const code = (await as<Outbox>(platform, tenant, "GET", "/dev/outbox")).body.find((message) => message.recipient === email)?.code;
  const verified = await as<{ access_token: string }>(platform, tenant, "POST", "/account/verify", { email, verification: code });
  expect(verified.status).toBe(200);
  return verified.body.access_token;
}

describe.each(databaseTargets)("sandbox tenants on $name", (target) => {
  const platform = usePlatform(target);

  it("one tenant's users, mail and submissions are invisible to another, both ways", async () => {
    const a = await newSandbox(platform(), "A");
    const b = await newSandbox(platform(), "B");
    const aToken = await signUp(platform(), a, "ann@tenant-a.example");
    await as(platform(), a, "POST", "/foundry/contact", { name: "Ann", email: "ann@tenant-a.example", message: "A's secret" });

    // B: no such user to sign in as, reset or look up; no mail, no submission; A's token means nothing.
    const login = await platform().fetch(
      new Request("http://platform.test/login", {
        method: "POST",
        headers: { "X-Api-Username": b.username, "X-Api-Key": b.key },
        body: new URLSearchParams({ username: "ann@tenant-a.example", password: PASSWORD }),
      }),
    );
    expect(login.status).toBe(401);
    await as(platform(), b, "POST", "/account/forgot-password", { email: "ann@tenant-a.example" });
    expect((await as<Outbox>(platform(), b, "GET", "/dev/outbox")).body).toEqual([]);
    expect((await as<unknown[]>(platform(), b, "GET", "/foundry/contact")).body).toEqual([]);
    expect((await as(platform(), b, "GET", "/account/me", undefined, aToken)).status).toBe(401);
    // The same email is free in B: a sign-up there is B's own person, and A's is untouched.
    const bToken = await signUp(platform(), b, "ann@tenant-a.example");
    expect((await as(platform(), a, "GET", "/account/me", undefined, bToken)).status).toBe(401);
    expect((await as<{ email: string }>(platform(), a, "GET", "/account/me", undefined, aToken)).body.email).toBe("ann@tenant-a.example");
    // And A sees none of B's mail: its outbox has its own two messages (verification, reset none).
    const aMail = (await as<Outbox>(platform(), a, "GET", "/dev/outbox")).body;
    expect(aMail.length).toBe(1);
  });

  it("what the platform keeps alike for every caller is kept per tenant: plans and category counts are each tenant's own", async () => {
    const a = await newSandbox(platform(), "A");
    const b = await newSandbox(platform(), "B");
    // Each tenant's plans are its own rows (ids made in its own schema): B is never answered A's kept list.
    const aPlans = (await as<Array<{ id: string }>>(platform(), a, "GET", "/membership/plans")).body;
    const bPlans = (await as<Array<{ id: string }>>(platform(), b, "GET", "/membership/plans")).body;
    expect(aPlans.length).toBeGreaterThan(0);
    expect(bPlans.map((plan) => plan.id)).not.toEqual(aPlans.map((plan) => plan.id));
    // A's new experience counts in A's categories only.
    const before = (await as<Array<{ name: string; count: number }>>(platform(), b, "GET", "/experiences/categories?empty=true")).body;
    const aToken = await signUp(platform(), a, "owner@kept-per-tenant.example");
    const category = before[0]!.name;
    const brand = await as(platform(), a, "POST", "/account/business/onboard", { name: "Kept Per Tenant", username: "keptpertenant", address: "1 Pier St", city: "Norfolk", state: "VA", zipCode: "23510" }, aToken);
    expect(brand.status, JSON.stringify(brand.body)).toBe(201);
    const created = await as(platform(), a, "POST", "/experiences/create", {
      category,
      experience: { name: "A's own", retail_price: 40, max_guests: 6, duration: { hours: 1, minutes: 0 } },
      availabilities: [{ start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 0 }, saturday: true }],
    }, aToken);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const aCounts = (await as<Array<{ name: string; count: number }>>(platform(), a, "GET", "/experiences/categories?empty=true")).body;
    const bCounts = (await as<Array<{ name: string; count: number }>>(platform(), b, "GET", "/experiences/categories?empty=true")).body;
    expect(bCounts).toEqual(before);
    expect(aCounts.find((c) => c.name === category)!.count).toBe(before[0]!.count + 1);
  });

  it("requests of two tenants at once each run on their own tenant's data", async () => {
    const a = await newSandbox(platform(), "A");
    const b = await newSandbox(platform(), "B");
    const tokens = { a: await signUp(platform(), a, "a@at-once.example"), b: await signUp(platform(), b, "b@at-once.example") };
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => {
        const [tenant, token] = index % 2 ? [b, tokens.b] : [a, tokens.a];
        return as<{ email: string }>(platform(), tenant, "GET", "/account/me", undefined, token).then((me) => me.body.email);
      }),
    );
    expect(answers).toEqual(Array.from({ length: 16 }, (_, index) => (index % 2 ? "b@at-once.example" : "a@at-once.example")));
  });

  it("a body past the largest upload is refused before it takes a turn (413)", async () => {
    const tenant = await newSandbox(platform(), "Big");
    const huge = new Uint8Array(6 * 1024 * 1024 + 128 * 1024);
    const response = await platform().fetch(
      new Request("http://platform.test/foundry/contact", {
        method: "POST",
        headers: { "X-Api-Username": tenant.username, "X-Api-Key": tenant.key, "Content-Type": "application/json" },
        body: huge,
      }),
    );
    expect(response.status).toBe(413);
    expect((await as(platform(), tenant, "GET", "/membership/plans")).status).toBe(200);
  });

  it("activity on the demo catalogue counts per tenant: a like, a brand", async () => {
    const a = await newSandbox(platform(), "A");
    const b = await newSandbox(platform(), "B");
    const aToken = await signUp(platform(), a, "liker@tenant-a.example");
    type Listed = { experiences: Array<{ id: string; name: string; likes: number }> };
    const listed = async (tenant: Credential) => (await as<Listed>(platform(), tenant, "GET", "/experiences/list?per_page=5")).body.experiences;
    const first = (await listed(a))[0]!;
    expect((await as(platform(), a, "POST", `/experiences/id/${first.id}/likes`, undefined, aToken)).status).toBe(200);
    const likesIn = async (tenant: Credential) => (await listed(tenant)).find((experience) => experience.name === first.name)?.likes;
    expect(await likesIn(a)).toBe(first.likes + 1);
    expect(await likesIn(b)).toBe(first.likes);
    // A brand started in A is not in B's directory.
    const onboard = await as<{ id: string }>(platform(), a, "POST", "/account/business/onboard", { name: "Tenant A Tours", username: "tenantatours" }, aToken);
    expect(onboard.status).toBe(201);
    const names = async (tenant: Credential) => (await as<Array<{ name: string }>>(platform(), tenant, "GET", "/business/list?global=true")).body.map((brand) => brand.name);
    expect(await names(a)).toContain("Tenant A Tours");
    expect(await names(b)).not.toContain("Tenant A Tours");
  });

  it("a tenant idle for 30 days is deleted with its credential; one in use stays", async () => {
    const idle = await newSandbox(platform(), "Idle");
    const busy = await newSandbox(platform(), "Busy");
    await signUp(platform(), idle, "old@idle.example");
    await signUp(platform(), busy, "new@busy.example");
    const home = platform().kind === "postgres" ? "sandbox" : "public";
    const idleId = (await platform().db.execute<{ id: string }>(sql`SELECT id FROM api_credentials WHERE username = ${idle.username}`)).rows[0]!.id;
    await platform().inSandboxOf(busy.username, (db) =>
      db.execute(sql`UPDATE ${sql.identifier(home)}.sandbox_tenants SET last_used = now() - interval '31 days' WHERE credential_id = ${idleId}`),
    );
    expect(await platform().deleteIdleSandboxTenants()).toEqual([idleId]);
    expect((await as(platform(), idle, "GET", "/membership/plans")).status).toBe(401);
    expect(await platform().inSandboxOf(idle.username, async () => "still there")).toBeNull();
    expect((await as(platform(), busy, "GET", "/membership/plans")).status).toBe(200);
    expect((await callApi(platform(), "/membership/plans")).status).toBe(200);
  });
});
