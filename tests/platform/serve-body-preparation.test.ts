/**
 * serve() (platform/http/serve.ts) reads a JSON body once and hands it to the endpoint's schema;
 * an endpoint whose body is prepared before the schema reads it (POST /experiences/search drops
 * null filters and refuses unknown ones in its own words) says so with `prepareBody`, and the
 * request itself is never rewritten.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "#contract/api/endpoint";
import { invalidRequest } from "../../platform/errors";
import type { PlatformEnv } from "../../platform/http/env";
import { answerFailures } from "../../platform/http/errors";
import { serve } from "../../platform/http/serve";

const echo = endpoint({
  id: "echo",
  method: "POST",
  path: "/echo",
  summary: "Echo",
  spec: "none",
  caller: "anyone",
  body: { json: z.object({ word: z.string().optional() }).strict() },
  answer: { status: 200, json: z.object({ word: z.string().nullable(), sameRequest: z.boolean() }) },
  refusals: [],
});

/** Drops null fields; refuses anything but an object in its own words. */
function dropNulls(given: unknown): unknown {
  if (typeof given !== "object" || given === null || Array.isArray(given)) throw invalidRequest("Not an object");
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null));
}

function echoApp(prepare: boolean) {
  const app = new Hono<PlatformEnv>();
  answerFailures(app, () => {});
  // The request the handler sees is the one that came in, not a rewritten copy.
  const received = new WeakSet<Request>();
  const remember: MiddlewareHandler<PlatformEnv> = async (c, next) => {
    received.add(c.req.raw);
    await next();
  };
  serve(app, echo, async ({ body }, c) => ({ word: body.word ?? null, sameRequest: received.has(c.req.raw) }), { use: [remember], ...(prepare ? { prepareBody: dropNulls } : {}) });
  return app;
}

const post = (app: Hono<PlatformEnv>, body: string) => app.request("/echo", { method: "POST", headers: { "Content-Type": "application/json" }, body });

describe("serve() with a body prepared before its schema", () => {
  it("hands the prepared body to the schema, and leaves the request as it was sent", async () => {
    const response = await post(echoApp(true), '{"word":"hi","other":null}');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ word: "hi", sameRequest: true });
  });

  it("answers the preparation's own refusal", async () => {
    const response = await post(echoApp(true), "[]");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "invalid_request", message: "Not an object" });
  });

  it("without a preparation, the schema reads the body as sent", async () => {
    const response = await post(echoApp(false), '{"word":"hi","other":null}');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid_request", message: expect.stringContaining('"other"') });
  });
});
