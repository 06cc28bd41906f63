/** POST /sandbox/create: fresh credentials, stored hashed, that authenticate like any other. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashApiKey } from "../../platform/infra/api-credentials";
import { apiCredentials, sandboxCredentials } from "../../platform/schema";
import type { SandboxCredentialsWire } from "../../platform/modules/sandbox/wire";
import type { Platform } from "../../platform/index";
import { callApi, databaseTargets, DEMO_CREDENTIAL, OTHER_CREDENTIAL, usePlatform } from "../support/platform";

const LIMITS = { perCredential: 4, perAddress: 2 };

async function createSandbox(
  platform: Platform,
  json: unknown,
  credential: { username: string; key: string } = DEMO_CREDENTIAL,
  headers: Record<string, string> = {},
) {
  const response = await platform.fetch(
    new Request("http://platform.test/sandbox/create", {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", "X-Api-Username": credential.username, "X-Api-Key": credential.key },
      body: JSON.stringify(json),
    }),
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as SandboxCredentialsWire & { message?: string; code?: string } };
}

describe.each(databaseTargets)("POST /sandbox/create on $name", (target) => {
  const platform = usePlatform(target, { sandboxLimits: LIMITS }, { marketplace: false });

  it("answers 201 with a username, a secret key and a public key, keeping only a hash of the secret", async () => {
    const { status, headers, body } = await createSandbox(platform(), { name: "Foundry" });
    expect(status).toBe(201);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({
      username: expect.stringMatching(/^sandbox-[0-9a-f]{16}$/),
      secret_key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      public_key: expect.stringMatching(/^pk_sandbox_[A-Za-z0-9_-]{32}$/),
    });
    const [stored] = await platform().db.select().from(apiCredentials).where(eq(apiCredentials.username, body.username));
    expect(stored!.keyHash).toBe(hashApiKey(body.secret_key));
    expect(JSON.stringify(stored)).not.toContain(body.secret_key);
    const [marked] = await platform().db.select().from(sandboxCredentials).where(eq(sandboxCredentials.credentialId, stored!.id));
    expect(marked).toMatchObject({ name: "Foundry", publicKey: body.public_key });
    expect(JSON.stringify(marked)).not.toContain(body.secret_key);
  });

  it("gives credentials that authenticate API calls, and only with the right secret", async () => {
    const { body } = await createSandbox(platform(), { name: "Foundry" });
    const sandbox = { username: body.username, key: body.secret_key };
    const businesses = await callApi<unknown[]>(platform(), "/business/list", { credential: sandbox });
    expect(businesses.status).toBe(200);
    expect(businesses.body).toEqual([]); // a new sandbox owns nothing yet
    expect((await callApi<unknown[]>(platform(), "/business/list?global=true", { credential: sandbox })).body.length).toBeGreaterThan(0);
    expect((await callApi(platform(), "/membership/plans", { credential: sandbox })).status).toBe(200);
    expect((await callApi(platform(), "/membership/plans", { credential: { ...sandbox, key: `${body.secret_key}x` } })).status).toBe(401);
    expect((await callApi(platform(), "/membership/plans", { credential: { username: body.username, key: body.public_key } })).status).toBe(401);
    // A sandbox does not mint more sandboxes.
    expect((await createSandbox(platform(), { name: "Nested" }, sandbox)).status).toBe(403);
  });

  it("gives different credentials every time", async () => {
    const first = (await createSandbox(platform(), { name: "Foundry" })).body;
    const second = (await createSandbox(platform(), { name: "Foundry" })).body;
    expect(second.username).not.toBe(first.username);
    expect(second.secret_key).not.toBe(first.secret_key);
    expect(second.public_key).not.toBe(first.public_key);
  });

  it("limits creations per visitor address and per calling credential per hour, with 429 and Retry-After", async () => {
    const from = (address: string) => ({ "X-Client-Address": address });
    expect((await createSandbox(platform(), { name: "Foundry" }, DEMO_CREDENTIAL, from("203.0.113.5"))).status).toBe(201);
    expect((await createSandbox(platform(), { name: "Foundry" }, DEMO_CREDENTIAL, from("203.0.113.5"))).status).toBe(201);
    const sameAddress = await createSandbox(platform(), { name: "Foundry" }, DEMO_CREDENTIAL, from("203.0.113.5"));
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.body).toEqual({ code: "rate_limited", message: "Too many sandboxes created. Please try again later." });
    expect(Number(sameAddress.headers.get("retry-after"))).toBeGreaterThan(3500);
    // Another visitor still can, until the credential's own allowance is spent.
    expect((await createSandbox(platform(), { name: "Foundry" }, DEMO_CREDENTIAL, from("2001:db8::7"))).status).toBe(201);
    expect((await createSandbox(platform(), { name: "Foundry" })).status).toBe(201);
    expect((await createSandbox(platform(), { name: "Foundry" }, DEMO_CREDENTIAL, from("198.51.100.9"))).status).toBe(429);
    // Another credential has its own allowance.
    expect((await createSandbox(platform(), { name: "Other" }, OTHER_CREDENTIAL)).status).toBe(201);
  });

  it("requires a name and API credentials", async () => {
    const missing = await createSandbox(platform(), {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: "invalid_request", message: 'Body field "name": is required', field: "name", problem: "is required" });
    expect((await callApi(platform(), "/sandbox/create", { method: "POST", credential: null })).status).toBe(401);
    expect((await callApi(platform(), "/sandbox/create")).status).toBe(405);
  });
});
