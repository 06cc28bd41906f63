/**
 * One id finds every line of a visit (docs/operations.md): the site's platform client sends its
 * request's id as X-Request-Id with each call, and the platform's line for that call carries the
 * same id and echoes it; an id that is not a usable one is replaced, never written as sent.
 */
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createPlatformCore } from "~/.server/platform";
import { createLogger } from "../../observability/log";
import { databaseTargets, DEMO_CREDENTIAL, usePlatform } from "../support/platform";

const lines: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

const PLANS = { prefix: "Unable to list plans", operation: "GET /membership/plans", method: "GET", path: "/membership/plans", schema: z.unknown() } as const;

describe.each(databaseTargets)("request ids on $name", (target) => {
  const platform = usePlatform(target, { logger: createLogger("platform", { destination }), logRequests: true }, { marketplace: false });
  const echoed: (string | null)[] = [];

  function siteClient(requestId: string) {
    return createPlatformCore({
      baseUrl: "http://embedded-platform.internal",
      fetch: async (input, init) => {
        const response = await platform().fetch(new Request(input, init));
        echoed.push(response.headers.get("X-Request-Id"));
        return response;
      },
      apiUsername: DEMO_CREDENTIAL.username,
      apiKey: DEMO_CREDENTIAL.key,
      requestId,
    });
  }

  it("the site's request id is on the platform's line for its call, and echoed", async () => {
    lines.length = 0;
    echoed.length = 0;
    await siteClient("site-request-0001").call(PLANS);
    expect(echoed).toEqual(["site-request-0001"]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ name: "platform", level: "info", requestId: "site-request-0001", method: "GET", route: "/membership/plans", status: 200 });
    expect(lines[0]!.msg).toMatch(/^GET \/membership\/plans 200 [\d.]+ ms$/);
  });

  it("calls made at once each keep their own request's id", async () => {
    lines.length = 0;
    await Promise.all(["site-request-a1b2", "site-request-c3d4", "site-request-e5f6"].map((id) => siteClient(id).call(PLANS)));
    expect(lines.map((line) => line.requestId).sort()).toEqual(["site-request-a1b2", "site-request-c3d4", "site-request-e5f6"]);
  });

  it("an unusable id is replaced by a fresh one, not written as sent", async () => {
    lines.length = 0;
    const response = await platform().fetch(new Request("http://embedded-platform.internal/version", { headers: { "X-Request-Id": 'x"},{"level":"fatal' } }));
    const id = response.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => line.requestId)).toEqual([id]);
  });
});
