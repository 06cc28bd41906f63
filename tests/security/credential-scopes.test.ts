/**
 * Every API credential has a scope. The site's configured credential does
 * what the site needs but cannot read stored form submissions; an operator credential (made by
 * `npm run platform:credential -- --operator <name>`) can; a credential without a scope can do
 * nothing. Changing the configured credential revokes the old one at the next start.
 */
import { rm } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { createPlatform } from "../../platform/index";
import { apiCredentials } from "../../platform/schema";
import { createOperatorCredential } from "../../platform/infra/api-credentials";
import { callApi, databaseTargets, DEMO_CREDENTIAL, platformOptions, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const CONTACT = { name: "Ada", email: "ada@example.com", message: "Call me about the analytical engine." };

describe.each(databaseTargets)("credential scopes on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("refuses the site's credential the stored submissions, with 403, while it still sends them", async () => {
    expect((await send(platform(), "POST", "/foundry/contact", { json: CONTACT })).status).toBe(201);
    for (const path of ["/foundry/contact", "/foundry/contact/cv", "/foundry/contact/interests", "/foundry/website-requests"]) {
      const read = await callApi(platform(), path);
      expect(read.status, path).toBe(403);
      expect(read.body).toEqual({ code: "forbidden", message: "Reading stored form submissions needs an operator credential" });
    }
    const file = await callApi(platform(), "/foundry/contact/cv/00000000-0000-4000-8000-000000000000/file");
    expect(file.status).toBe(403);
    // What the site does need still works.
    expect((await callApi(platform(), "/membership/plans")).status).toBe(200);
  });

  it("lets an operator credential read what the site's credential stored", async () => {
    await send(platform(), "POST", "/foundry/contact", { json: CONTACT });
    const operator = await createOperatorCredential(platform().db, "ops-ada");
    expect(operator.username).toBe("ops-ada");
    const read = await callApi<Array<{ message: string }>>(platform(), "/foundry/contact", { credential: operator });
    expect(read.status).toBe(200);
    expect(read.body.map((row) => row.message)).toEqual([CONTACT.message]);
    // Only a hash of its key is kept, and a wrong key is no operator.
    expect(JSON.stringify(await platform().db.select().from(apiCredentials))).not.toContain(operator.key);
    expect((await callApi(platform(), "/foundry/contact", { credential: { ...operator, key: `${operator.key}x` } })).status).toBe(401);
  });

  it("refuses a stored credential that has no scope, on every call", async () => {
    const key = "unscoped-key-0123456789abcdef";
    const { hashApiKey } = await import("../../platform/infra/api-credentials");
    await platform().db.insert(apiCredentials).values({ username: "unscoped", keyHash: hashApiKey(key) }).onConflictDoNothing();
    const refused = await callApi(platform(), "/membership/plans", { credential: { username: "unscoped", key } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: "forbidden", message: "This API credential may not call the API" });
  });
});

describe("changing the configured credential", () => {
  it("revokes the old one at the next start (configured operators too), and keeps made operator and sandbox credentials", async () => {
    const database = await databaseTargets[0]!.create({ onDisk: true });
    try {
      const configuredOperator = { username: "ops-configured", key: "ops-configured-key-0123456789abcdef" };
      const first = await createPlatform(platformOptions(database, { credentials: [DEMO_CREDENTIAL], operatorCredentials: [configuredOperator] }));
      expect((await callApi(first, "/foundry/contact", { credential: configuredOperator })).status).toBe(200);
      const operator = await createOperatorCredential(first.db, "ops-grace");
      const created = await send<{ username: string; secret_key: string }>(first, "POST", "/sandbox/create", { json: { name: "Foundry" } });
      const sandbox = { username: created.body.username, key: created.body.secret_key };
      await first.close();

      const renamed = { username: "site-2026", key: "a-new-and-long-site-key-0123456789" };
      const second = await createPlatform(platformOptions(database, { credentials: [renamed] }));
      try {
        const old = await callApi(second, "/membership/plans", { credential: DEMO_CREDENTIAL });
        expect(old.status).toBe(401);
        expect((await callApi(second, "/membership/plans", { credential: renamed })).status).toBe(200);
        // An operator configured by the environment goes with it; one made by the command stays.
        expect((await callApi(second, "/foundry/contact", { credential: configuredOperator })).status).toBe(401);
        expect((await callApi(second, "/foundry/contact", { credential: operator })).status).toBe(200);
        expect((await callApi(second, "/membership/plans", { credential: sandbox })).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
      // The sandbox environment's own PGlite directory, beside the live one.
      await rm(`${database.dataDir}-sandbox`, { recursive: true, force: true });
    }
  });
});
