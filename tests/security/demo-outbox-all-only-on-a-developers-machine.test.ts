/**
 * The whole demo outbox (docs/security.md): only when the operator starts the site with DEMO_OUTBOX=all,
 * which shows every code to every visitor. That is for a developer's own machine: neither the site
 * nor the standalone platform starts with it when PLATFORM_ENV=production, and the refusal names
 * the variable. Anything else than "all" or "own" is refused too, naming it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { config, loadConfig } from "~/.server/config";
import { loadContextFor, ServerTiming, timingContext } from "~/.server/http/context";
import { closeEmbeddedPlatform, embeddedPlatform } from "~/.server/platform/connection";
import { loadSession, sessionContext } from "~/.server/session/session";
import { loader } from "~/areas/system/dev-outbox";
import { readServerConfig } from "../../platform/server-config";
import { newAccount } from "../support/platform-accounts";

const PRODUCTION = {
  PLATFORM_ENV: "production",
  SESSION_SECRET: "a-session-secret-of-forty-characters-0123",
  PLATFORM_API_USERNAME: "site",
  PLATFORM_API_KEY: "a-production-api-key-0123456789",
  PLATFORM_JWT_SECRET: "a-token-secret-of-forty-characters-012345",
  SMTP_URL: "smtp://mail.example.com:587",
};
const REFUSED = 'DEMO_OUTBOX: "all" shows every code to every visitor; it is refused when PLATFORM_ENV=production';

// The site's start-up advice (generated secret, PGlite in production) is not under test here.
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function start(read: (env: NodeJS.ProcessEnv) => unknown, env: Record<string, string>): string {
  try {
    read({ DATA_DIR: "memory", ...env });
    return "started";
  } catch (error) {
    return (error as Error).message;
  }
}

describe.each([
  ["the site", loadConfig],
  ["the standalone platform", readServerConfig],
] as const)("%s with DEMO_OUTBOX", (_, read) => {
  it("refuses to start with DEMO_OUTBOX=all in production, naming the variable", () => {
    expect(start(read, { ...PRODUCTION, DEMO_OUTBOX: "all" })).toBe(`Invalid configuration:\n  ${REFUSED}`);
    expect(start(read, { ...PRODUCTION, DEMO_OUTBOX: "own" })).toBe("started");
    expect(start(read, PRODUCTION)).toBe("started");
  });

  it("starts with it in demo, and refuses a value it does not know", () => {
    expect(start(read, { DEMO_OUTBOX: "all" })).toBe("started");
    expect(start(read, { DEMO_OUTBOX: "everything" })).toMatch(/^Invalid configuration:\n {2}DEMO_OUTBOX: /);
  });
});

describe("the site's /dev/outbox with DEMO_OUTBOX=all", () => {
  const before = config.DEMO_OUTBOX;
  beforeAll(async () => {
    await closeEmbeddedPlatform(); // booted again below, with the setting
    config.DEMO_OUTBOX = "all";
    const platform = await embeddedPlatform();
    const headers = { "Content-Type": "application/json", "X-Api-Username": config.PLATFORM_API_USERNAME, "X-Api-Key": config.PLATFORM_API_KEY };
    for (const email of ["one@example.com", "two@example.com"]) {
      const created = await platform.fetch(new Request("http://platform.test/account/create", { method: "POST", headers, body: JSON.stringify(newAccount(email)) }));
      expect(created.status).toBe(201);
      const reset = await platform.fetch(new Request("http://platform.test/forgot-password", { method: "POST", headers, body: JSON.stringify({ email }) }));
      expect(reset.status).toBeLessThan(300);
    }
  }, 60_000);
  afterAll(async () => {
    await closeEmbeddedPlatform();
    config.DEMO_OUTBOX = before;
  });

  it("shows every kept message, reset codes included, to any visitor", async () => {
    const request = new Request("http://site.test/dev/outbox");
    const context = loadContextFor({ address: "203.0.113.7" });
    context.set(timingContext, new ServerTiming());
    context.set(sessionContext, await loadSession(request));
    const answer = (await loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0])) as unknown as {
      data: { messages: Array<{ recipient: string; subject: string }> };
    };
    expect(answer.data.messages.map((m) => `${m.subject} to ${m.recipient}`).sort()).toEqual([
      "Reset your password to one@example.com",
      "Reset your password to two@example.com",
      "Verify your email to one@example.com",
      "Verify your email to two@example.com",
    ]);
  });
});
