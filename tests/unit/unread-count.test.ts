/**
 * The header's unread count never holds a page back for long: the root loader asks for it beside
 * every signed-in page, including pages that need nothing else from the platform (the legal pages,
 * the marketing pages). Against a hosted platform that accepts connections and never answers, the
 * count gives up after UNREAD_COUNT_TIMEOUT_MS (the header then shows no count) instead of waiting
 * PLATFORM_TIMEOUT_MS twice (a GET is retried). Timers are faked: nothing here depends on speed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { json, misbehavingServer, type MisbehavingServer } from "../support/misbehaving-server";

const COUNT_BUDGET_MS = 1_000;

let platform: MisbehavingServer;
/** Whether the stand-in platform answers GET /account/notifications, or leaves it hanging. */
let hanging = true;

let unreadCount: typeof import("../../app/areas/notifications/unread-count.server");
let sessions: typeof import("../../app/.server/session/session");
let httpContext: typeof import("../../app/.server/http/context");

beforeAll(async () => {
  platform = await misbehavingServer((req, res) => {
    if (req.url?.startsWith("/account/notifications")) {
      if (hanging) return; // connection accepted, never answered
      json(res, 200, { notifications: [], total: 3, unread: 3, page: 1, per_page: 1 });
    } else json(res, 404, { message: "No such path", code: "not_found" });
  });
  vi.stubEnv("PLATFORM_API_URL", platform.url);
  vi.stubEnv("PLATFORM_TIMEOUT_MS", "60000");
  vi.stubEnv("UNREAD_COUNT_TIMEOUT_MS", String(COUNT_BUDGET_MS));
  unreadCount = await import("../../app/areas/notifications/unread-count.server");
  sessions = await import("../../app/.server/session/session");
  httpContext = await import("../../app/.server/http/context");
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await platform?.close();
});

/** A signed-in visitor's request, in the context the request middleware builds. */
async function signedInRequest() {
  const request = new Request("http://localhost/tos");
  const context = new RouterContextProvider();
  const session = await sessions.loadSession(request);
  session.setTokens({ accessToken: "access", idToken: "id", refreshToken: "refresh" });
  context.set(sessions.sessionContext, session);
  context.set(httpContext.timingContext, new httpContext.ServerTiming());
  return { request, context };
}

describe("the header's unread count", () => {
  it("is read from the platform when it answers", async () => {
    hanging = false;
    const { request, context } = await signedInRequest();
    expect(await unreadCount.unreadNotificationCount(request, context)).toBe(3);
  });

  it("is left out after UNREAD_COUNT_TIMEOUT_MS when the platform hangs, not after PLATFORM_TIMEOUT_MS", async () => {
    hanging = true;
    const { request, context } = await signedInRequest();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let settled = false;
    const count = unreadCount.unreadNotificationCount(request, context).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(COUNT_BUDGET_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await count).toBeNull();
  });
});
