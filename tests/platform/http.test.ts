/** The foundation of the HTTP contract (platform/README.md): /version, API credentials, JSON errors. */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createPlatformApp } from "../../platform/app";
import { hashApiKey, upsertCredentials } from "../../platform/infra/api-credentials";
import type { Database } from "../../platform/db/connect";
import { apiCredentials } from "../../platform/schema";
import { callApi, databaseTargets, DEMO_CREDENTIAL, OTHER_CREDENTIAL, usePlatform } from "../support/platform";

describe.each(databaseTargets)("HTTP contract on $name", (target) => {
  const platform = usePlatform(target, { environment: "production" }, { marketplace: false });

  describe("GET /version", () => {
    it("answers without credentials, naming the environment", async () => {
      const response = await callApi(platform(), "/version", { credential: null });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ name: "embedded-platform", version: "1.0.0", environment: "production" });
    });
  });

  describe("API credentials", () => {
    it("refuses a call without credential headers with 401 Invalid API credentials", async () => {
      const response = await callApi(platform(), "/membership/plans", { credential: null });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: "Invalid API credentials", code: "invalid_credentials" });
    });

    it("refuses a username without a key", async () => {
      const response = await callApi(platform(), "/membership/plans", {
        credential: null,
        headers: { "X-Api-Username": DEMO_CREDENTIAL.username },
      });
      expect(response.status).toBe(401);
    });

    it("refuses a wrong key for a known username", async () => {
      const response = await callApi(platform(), "/membership/plans", {
        credential: { username: DEMO_CREDENTIAL.username, key: "demo-api-key-wrong" },
      });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ message: "Invalid API credentials" });
    });

    it("refuses another credential's key (keys are per username)", async () => {
      const response = await callApi(platform(), "/membership/plans", {
        credential: { username: DEMO_CREDENTIAL.username, key: OTHER_CREDENTIAL.key },
      });
      expect(response.status).toBe(401);
    });

    it("refuses an unknown username", async () => {
      const response = await callApi(platform(), "/membership/plans", {
        credential: { username: "nobody", key: DEMO_CREDENTIAL.key },
      });
      expect(response.status).toBe(401);
    });

    it("accepts each configured credential", async () => {
      expect((await callApi(platform(), "/membership/plans", { credential: DEMO_CREDENTIAL })).status).toBe(200);
      expect((await callApi(platform(), "/membership/plans", { credential: OTHER_CREDENTIAL })).status).toBe(200);
    });

    it("stores only the sha256 of a key, never the key itself", async () => {
      const [row] = await platform()
        .db.select()
        .from(apiCredentials)
        .where(eq(apiCredentials.username, DEMO_CREDENTIAL.username));
      expect(row?.keyHash).toBe(hashApiKey(DEMO_CREDENTIAL.key));
      expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(DEMO_CREDENTIAL.key);
    });

    it("replaces the key when a credential is upserted again (the old key stops working)", async () => {
      // upsertCredentials takes the whole configured list: the ones it does not name are revoked.
      const configured = [DEMO_CREDENTIAL, OTHER_CREDENTIAL];
      const rotated = { username: "rotating", key: "first-key-6b1d" };
      await upsertCredentials(platform().db, [...configured, rotated]);
      expect((await callApi(platform(), "/membership/plans", { credential: rotated })).status).toBe(200);
      await upsertCredentials(platform().db, [...configured, { username: "rotating", key: "second-key-90ae" }]);
      expect((await callApi(platform(), "/membership/plans", { credential: rotated })).status).toBe(401);
      expect(
        (await callApi(platform(), "/membership/plans", { credential: { username: "rotating", key: "second-key-90ae" } }))
          .status,
      ).toBe(200);
      await upsertCredentials(platform().db, configured);
      expect((await callApi(platform(), "/membership/plans", { credential: { username: "rotating", key: "second-key-90ae" } })).status).toBe(401);
    });
  });

  describe("errors", () => {
    it("answers an unknown path with 404 JSON", async () => {
      const response = await callApi(platform(), "/no/such/path");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(response.body).toEqual({ message: "No such path: GET /no/such/path", code: "not_found" });
    });

    it("answers an unserved method on a known path with 405 JSON and Allow", async () => {
      const response = await callApi(platform(), "/membership/plans", { method: "DELETE" });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(response.body).toEqual({ message: "Method DELETE is not allowed here", code: "method_not_allowed" });
    });

    it("answers a bad query parameter with 400 JSON naming it", async () => {
      const response = await callApi(platform(), "/business/list?global=yes");
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'Query parameter "global": must be "true" or "false"',
        code: "invalid_request",
        field: "global",
        problem: 'must be "true" or "false"',
      });
    });

    it("answers an unknown query parameter with 400", async () => {
      const response = await callApi(platform(), "/membership/plans?tier=2");
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: "invalid_request" });
    });
  });
});

describe("unexpected failures", () => {
  it("answer 500 JSON with a generic message, log the error and never leak it", async () => {
    // A database that fails every query, standing in for an outage mid-request.
    const failing = new Proxy({} as Database, {
      get() {
        throw new Error("connection to 10.0.0.7 refused (secret detail)");
      },
    });
    const logError = vi.fn();
    const app = createPlatformApp({ db: failing, environment: "demo", logError });
    const response = await callApi({ fetch: async (request) => app.fetch(request) }, "/membership/plans");
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "internal_error",
    });
    expect(JSON.stringify(response.body)).not.toContain("secret detail");
    expect(logError).toHaveBeenCalledTimes(1);
    expect(String(logError.mock.calls[0]?.[1])).toContain("secret detail");
  });
});
