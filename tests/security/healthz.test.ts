/**
 * /healthz says only up or down. It used to answer the platform's version and,
 * when the platform failed, the raw error text (addresses, ports, a hosted platform's messages) to
 * anyone; operators find the reason in the server's log instead.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  vi.doUnmock("~/.server/platform/connection");
  vi.doUnmock("~/areas/system/system-calls.server");
});

async function healthzWith(version: () => Promise<unknown>) {
  vi.doMock("~/.server/platform/connection", () => ({ embeddedOrRemotePlatform: () => ({}) }));
  vi.doMock("~/areas/system/system-calls.server", () => ({ systemCalls: () => ({ version }) }));
  const { loader } = await import("~/areas/system/healthz");
  return loader();
}

describe("/healthz", () => {
  it("says up, and nothing else, when the platform answers", async () => {
    const response = await healthzWith(async () => ({ version: "9.9.9-internal" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "up" });
  });

  it("says down, and nothing else, when it does not; the reason goes to the log", async () => {
    const { log } = await import("~/.server/http/log");
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const response = await healthzWith(async () => {
      throw new Error("connect ECONNREFUSED 10.0.0.7:5432 (secret-host.internal)");
    });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: "down" });
    expect(text).not.toContain("10.0.0.7");
    expect(logged.mock.calls.flat().join(" ")).toContain("ECONNREFUSED 10.0.0.7:5432");
  });
});
