/**
 * Production is safe by default. With PLATFORM_ENV=production the site and the
 * standalone platform refuse to start without a SESSION_SECRET of 32+ characters (site), with the
 * demo API key or a short one, or without PLATFORM_JWT_SECRET; the demo businesses are not seeded
 * (the plans are); the platform has no outbox route and the site's /dev/outbox page is a 404.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "~/.server/config";
import { PRODUCTION_MESSAGES } from "#contract/production";
import { createPlatformApp } from "../../platform/app";
import { createPlatform, type Platform } from "../../platform/index";
import { createAccountServices } from "../../platform/modules/accounts/service";
import { seed } from "../../platform/seed/seed";
import { referenceTaxonomy } from "../../platform/seed/taxonomy";
import { callApi, DEMO_CREDENTIAL, OTHER_CREDENTIAL } from "../support/platform";

const SESSION_SECRET = "a-session-secret-of-forty-characters-0123";
const API_KEY = "a-production-api-key-0123456789";
const JWT_SECRET = "a-token-secret-of-forty-characters-012345";
const SMTP_URL = "smtp://mailer:secret@mail.example.com:587";
const PRODUCTION = { PLATFORM_ENV: "production", SESSION_SECRET, PLATFORM_API_USERNAME: "site", PLATFORM_API_KEY: API_KEY, PLATFORM_JWT_SECRET: JWT_SECRET, SMTP_URL };

// The site's start-up advice (generated secret, PGlite in production) is not under test here.
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The message a start with these settings fails with, or "started". */
function siteStart(env: Record<string, string | undefined>): string {
  try {
    loadConfig({ DATA_DIR: "memory", ...env });
    return "started";
  } catch (error) {
    return (error as Error).message;
  }
}

async function platformStart(env: Record<string, string | undefined>): Promise<string> {
  // Imported here: the module is new with this fix, and the site's tests must still load without it.
  const { readServerConfig } = await import("../../platform/server-config");
  try {
    readServerConfig({ DATA_DIR: "memory", ...env });
    return "started";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the site refuses to start in production", () => {
  it("with nothing configured, naming each variable (whatever NODE_ENV says)", () => {
    const expected = [
      "Invalid configuration:",
      "  SESSION_SECRET: required when PLATFORM_ENV=production",
      "  PLATFORM_API_KEY: the demo key is refused when PLATFORM_ENV=production; set a random key of at least 24 characters",
      "  PLATFORM_JWT_SECRET: required when PLATFORM_ENV=production with the embedded platform (at least 32 characters)",
      "  SMTP_URL: required when PLATFORM_ENV=production with the embedded platform (smtp:// or smtps://): without it no verification code can be sent",
    ].join("\n");
    expect(siteStart({ PLATFORM_ENV: "production" })).toBe(expected);
    expect(siteStart({ PLATFORM_ENV: "production", NODE_ENV: "production" })).toBe(expected);
    expect(siteStart({ PLATFORM_ENV: "production", NODE_ENV: "test" })).toBe(expected);
  });

  it("with any SESSION_SECRET shorter than 32 characters, rotation ones included", () => {
    const message =
      "Invalid configuration:\n  SESSION_SECRET: each comma-separated secret must be at least 32 characters when PLATFORM_ENV=production";
    expect(siteStart({ ...PRODUCTION, SESSION_SECRET: "short" })).toBe(message);
    expect(siteStart({ ...PRODUCTION, SESSION_SECRET: `${SESSION_SECRET},old-short-secret` })).toBe(message);
    expect(siteStart({ ...PRODUCTION, SESSION_SECRET: `${SESSION_SECRET},${SESSION_SECRET}-old` })).toBe("started");
  });

  it("with a METRICS_TOKEN shorter than 32 characters (unset: no /metrics, and it starts)", () => {
    expect(siteStart({ ...PRODUCTION, METRICS_TOKEN: "x".repeat(31) })).toBe(`Invalid configuration:\n  ${PRODUCTION_MESSAGES.metricsTokenShort}`);
    expect(siteStart({ ...PRODUCTION, METRICS_TOKEN: "x".repeat(32) })).toBe("started");
    expect(siteStart({ ...PRODUCTION, METRICS_TOKEN: undefined })).toBe("started");
    // Outside production a short one is the operator's business.
    expect(siteStart({ METRICS_TOKEN: "short" })).toBe("started");
  });

  it("with the demo API credential, or a key shorter than 24 characters", () => {
    const demoKey =
      "Invalid configuration:\n  PLATFORM_API_KEY: the demo key is refused when PLATFORM_ENV=production; set a random key of at least 24 characters";
    expect(siteStart({ ...PRODUCTION, PLATFORM_API_USERNAME: "demo", PLATFORM_API_KEY: "demo-api-key" })).toBe(demoKey);
    expect(siteStart({ ...PRODUCTION, PLATFORM_API_KEY: undefined })).toBe(demoKey);
    expect(siteStart({ ...PRODUCTION, PLATFORM_API_KEY: "x".repeat(23) })).toBe(
      "Invalid configuration:\n  PLATFORM_API_KEY: must be at least 24 characters when PLATFORM_ENV=production",
    );
    expect(siteStart({ ...PRODUCTION, PLATFORM_API_KEY: "x".repeat(24) })).toBe("started");
  });

  it("without PLATFORM_JWT_SECRET when it runs the embedded platform (a hosted one keeps its own)", () => {
    expect(siteStart({ ...PRODUCTION, PLATFORM_JWT_SECRET: undefined })).toBe(
      "Invalid configuration:\n  PLATFORM_JWT_SECRET: required when PLATFORM_ENV=production with the embedded platform (at least 32 characters)",
    );
    expect(siteStart({ ...PRODUCTION, PLATFORM_JWT_SECRET: undefined, PLATFORM_API_URL: "https://api.platform.example" })).toBe("started");
  });

  it("without a mail transport when it runs the embedded platform (a hosted one sends its own mail)", () => {
    const message =
      "Invalid configuration:\n  SMTP_URL: required when PLATFORM_ENV=production with the embedded platform (smtp:// or smtps://): without it no verification code can be sent";
    expect(siteStart({ ...PRODUCTION, SMTP_URL: undefined })).toBe(message);
    expect(siteStart({ ...PRODUCTION, SMTP_URL: "" })).toBe(message);
    expect(siteStart({ ...PRODUCTION, SMTP_URL: "http://mail.example.com" })).toBe(
      "Invalid configuration:\n  SMTP_URL: must be an smtp:// or smtps:// URL",
    );
    expect(siteStart({ ...PRODUCTION, SMTP_URL: undefined, PLATFORM_API_URL: "https://api.platform.example" })).toBe("started");
  });

  it("but starts in demo mode with nothing configured (npm start)", () => {
    expect(siteStart({})).toBe("started");
    expect(siteStart({ NODE_ENV: "production" })).toBe("started");
  });
});

describe("the standalone platform (npm run platform) refuses to start in production", () => {
  it("with nothing configured, naming each variable", async () => {
    expect(await platformStart({ PLATFORM_ENV: "production" })).toBe(
      [
        "Invalid configuration:",
        "  PLATFORM_API_KEY: the demo key is refused when PLATFORM_ENV=production; set a random key of at least 24 characters",
        "  PLATFORM_JWT_SECRET: required when PLATFORM_ENV=production (at least 32 characters)",
        "  SMTP_URL: required when PLATFORM_ENV=production (smtp:// or smtps://): without it no verification code can be sent",
      ].join("\n"),
    );
  });

  it("with the demo key or a short one", async () => {
    const settings = { PLATFORM_ENV: "production", PLATFORM_API_USERNAME: "site", PLATFORM_JWT_SECRET: JWT_SECRET, SMTP_URL };
    expect(await platformStart({ ...settings, PLATFORM_API_USERNAME: "demo", PLATFORM_API_KEY: "demo-api-key" })).toBe(
      "Invalid configuration:\n  PLATFORM_API_KEY: the demo key is refused when PLATFORM_ENV=production; set a random key of at least 24 characters",
    );
    expect(await platformStart({ ...settings, PLATFORM_API_KEY: "x".repeat(23) })).toBe(
      "Invalid configuration:\n  PLATFORM_API_KEY: must be at least 24 characters when PLATFORM_ENV=production",
    );
    expect(await platformStart({ ...settings, PLATFORM_API_KEY: API_KEY })).toBe("started");
  });

  it("without PLATFORM_JWT_SECRET", async () => {
    expect(await platformStart({ PLATFORM_ENV: "production", PLATFORM_API_KEY: API_KEY, SMTP_URL })).toBe(
      "Invalid configuration:\n  PLATFORM_JWT_SECRET: required when PLATFORM_ENV=production (at least 32 characters)",
    );
  });

  it("without SMTP_URL", async () => {
    expect(await platformStart({ PLATFORM_ENV: "production", PLATFORM_API_KEY: API_KEY, PLATFORM_JWT_SECRET: JWT_SECRET })).toBe(
      "Invalid configuration:\n  SMTP_URL: required when PLATFORM_ENV=production (smtp:// or smtps://): without it no verification code can be sent",
    );
    expect(await platformStart({ PLATFORM_ENV: "production", PLATFORM_API_KEY: API_KEY, PLATFORM_JWT_SECRET: JWT_SECRET, SMTP_URL })).toBe("started");
  });

  it("but starts in demo mode with nothing configured", async () => {
    expect(await platformStart({})).toBe("started");
  });
});

describe("the production platform", () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createPlatform({
      dataDir: "memory://",
      environment: "production",
      credentials: [DEMO_CREDENTIAL, OTHER_CREDENTIAL],
      accounts: { jwtSecret: JWT_SECRET },
    });
  });
  afterAll(async () => {
    await platform?.close();
  });

  const counts = async () => {
    const { rows } = await platform.db.execute<{ plans: number; businesses: number }>(sql`
      SELECT (SELECT count(*)::int FROM membership_plans) AS plans, (SELECT count(*)::int FROM businesses) AS businesses`);
    return rows[0];
  };

  it("seeds the plans but no demo business, at start and after a reset", async () => {
    expect(await counts()).toEqual({ plans: 4, businesses: 0 });
    expect((await callApi<unknown[]>(platform, "/business/list?global=true")).body).toEqual([]);
    await platform.resetForTests();
    expect(await counts()).toEqual({ plans: 4, businesses: 0 });
  });

  it("seeds the reference taxonomy, so an owner can list an experience from the first start", async () => {
    const names = (await callApi<Array<{ name: string }>>(platform, "/experiences/categories?empty=true")).body.map((category) => category.name);
    expect(names.toSorted()).toEqual(referenceTaxonomy.map((category) => category.name).toSorted());
    const tags = (await callApi<Array<{ name: string }>>(platform, "/experiences/categories/tags?empty=true")).body;
    expect(tags.length).toBe(referenceTaxonomy.flatMap((category) => category.tags).length);
    await platform.resetForTests();
    expect((await callApi<unknown[]>(platform, "/experiences/categories?empty=true")).body.length).toBe(referenceTaxonomy.length);
  });

  it("seeds the taxonomy into a database from before it was seeded everywhere (plans there, no category)", async () => {
    await platform.db.execute(sql`TRUNCATE experience_tags, experience_categories CASCADE`);
    expect(await seed(platform.db, { ownerCredentialId: null, businesses: false })).toEqual({
      seeded: false,
      plans: 0,
      categories: referenceTaxonomy.length,
      businesses: 0,
      experiences: 0,
    });
  });

  it("while the demo seed still fills the directory", async () => {
    await platform.db.execute(sql`TRUNCATE membership_plans, businesses RESTART IDENTITY CASCADE`);
    expect(await seed(platform.db, { ownerCredentialId: null, businesses: true })).toMatchObject({ seeded: true, plans: 4, businesses: 14 });
    await platform.resetForTests();
  });

  it("has no outbox route: GET /dev/outbox is the 404 of any unknown path", async () => {
    expect(platform.app.routes.filter((route) => route.path.startsWith("/dev"))).toEqual([]);
    const answer = await callApi(platform, "/dev/outbox");
    expect([answer.status, answer.body]).toEqual([404, { message: "No such path: GET /dev/outbox", code: "not_found" }]);
  });

  it("while a demo platform on the same data answers it", async () => {
    const accounts = await createAccountServices(platform.db, "demo", { jwtSecret: JWT_SECRET });
    try {
      const demo = createPlatformApp({ db: platform.db, environment: "demo", accounts });
      const answer = await callApi({ fetch: async (request) => demo.fetch(request) }, "/dev/outbox");
      expect([answer.status, answer.body]).toEqual([200, []]);
    } finally {
      accounts.mailer.close();
    }
  });
});

describe("the site's /dev/outbox page", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    vi.doUnmock("~/.server/platform/connection");
    vi.doUnmock("~/areas/account/account-calls.server");
  });

  async function outboxPage(env: Record<string, string>) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules(); // the site's config is read when its module loads
    const outbox = vi.fn(async () => []);
    vi.doMock("~/.server/platform/connection", () => ({ platformFor: () => ({}), timeZoneOf: () => "UTC" }));
    vi.doMock("~/areas/account/account-calls.server", () => ({ accountCalls: () => ({ outbox }) }));
    const { loader } = await import("~/areas/system/dev-outbox");
    const args = { request: new Request("http://site.test/dev/outbox"), context: {}, params: {} } as Parameters<typeof loader>[0];
    const answer = await loader(args).then(
      (result) => ({ status: result.init?.status ?? 200 }),
      (error: { init?: { status?: number } }) => ({ status: error.init?.status }),
    );
    return { ...answer, platformAsked: outbox.mock.calls.length > 0 };
  }

  it("is a 404 in production and never asks the platform", async () => {
    expect(await outboxPage(PRODUCTION)).toEqual({ status: 404, platformAsked: false });
  });

  it("shows the outbox in demo mode", async () => {
    // DEMO_OUTBOX=all: the whole of it, without a browser's sign-up or session to bind it to.
    expect(await outboxPage({ PLATFORM_ENV: "demo", DEMO_OUTBOX: "all" })).toEqual({ status: 200, platformAsked: true });
  });
});
