/**
 * A route served from its endpoint in contract/api/ (DESIGN.md "The platform API"): the path and
 * method come from the contract, the path parameters, query and body are read and checked with its
 * schemas before the handler runs, and the handler's answer is checked against the answer schema
 * before it is sent, so what the platform answers is what the OpenAPI document says. An answer
 * that does not match is a bug: a logged 500, never a malformed body.
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import { z } from "zod";
import type { Endpoint, HandlerAnswer } from "#contract/api/endpoint";
import { notFound } from "../errors";
import type { PlatformEnv } from "./env";
import { allowOnly } from "./methods";
import { readUpload, type UploadRules } from "./multipart";
import { API_BODY, checkBody, parseFormBody, parseQuery, readJson, type BodyWording } from "./validation";

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler is given: the request's parts, each checked by the endpoint's schemas. */
export type ServedRequest<E extends Endpoint> = {
  params: Output<E["params"]>;
  query: Output<E["query"]>;
  body: E["body"] extends { json: infer S } ? Output<S> : E["body"] extends { form: infer S } ? Output<S> : E["body"] extends { multipart: infer S } ? Output<S> : undefined;
  /** The file part of a multipart body (null when none was sent). */
  file: E["body"] extends { multipart: z.ZodType } ? File | null : undefined;
};

export type ServeOptions<Env extends PlatformEnv = PlatformEnv, E extends Endpoint = Endpoint> = {
  /** How the body's refusals are worded (validation.ts); default the account calls'. */
  wording?: BodyWording;
  /**
   * A JSON body as read, made ready for the endpoint's schema, which checks what it returns; it
   * may throw its own refusal. POST /experiences/search drops null filters and refuses unknown ones
   * in its words (platform/modules/experiences/requests.ts). Only for a JSON body.
   */
  prepareBody?: E["body"] extends { json: z.ZodType } ? (given: unknown) => unknown : never;
  /** How a multipart body is read (multipart.ts): required for an endpoint with one. */
  upload?: Omit<UploadRules, "fileField" | "maxFileBytes">;
  /** Run first, in order (a scope check: http/credentials.ts). */
  use?: MiddlewareHandler<Env>[];
};

/** The success status a handler picked among its endpoint's `alsoAnswers`. */
const pickedStatus = new WeakMap<Context, 200 | 201 | 202>();

/** In a handler of an endpoint with `alsoAnswers`: answer this status instead of the declared one. */
export function answerStatus(c: Context, status: 200 | 201 | 202): void {
  pickedStatus.set(c, status);
}

/** `/{name}/contact` → `/:name/contact` (Hono's path syntax). */
const honoPath = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ":$1");

/**
 * Registers `endpoint` on `routes` (mounted at the root of the app: the contract's paths are
 * whole). A path parameter its schema refuses is no path at all: a 404, as for an unknown path.
 */
export function serve<E extends Endpoint, Env extends PlatformEnv = PlatformEnv>(
  routes: Hono<Env>,
  endpoint: E,
  handler: (request: ServedRequest<E>, c: Context<Env>) => Promise<HandlerAnswer<E>>,
  options: ServeOptions<Env, E> = {},
): void {
  const wording = options.wording ?? API_BODY;
  const handle: MiddlewareHandler<Env> = async (c) => {
    let params: unknown = undefined;
    if (endpoint.params) {
      const checked = endpoint.params.safeParse(c.req.param());
      if (!checked.success) throw notFound(`No such path: ${c.req.method} ${c.req.path}`);
      params = checked.data;
    }
    // A strict query schema refuses unknown parameters; without one the query is not read.
    const query = endpoint.query ? parseQuery(c, endpoint.query) : undefined;
    let body: unknown = undefined;
    let file: File | null | undefined = undefined;
    const declared = endpoint.body;
    if (declared && "json" in declared) {
      const given = await readJson(c, wording);
      body = checkBody(options.prepareBody ? options.prepareBody(given) : given, declared.json, wording);
    }
    else if (declared && "form" in declared) body = await parseFormBody(c, declared.form);
    else if (declared && "multipart" in declared) {
      if (!options.upload) throw new Error(`${endpoint.id}: a multipart endpoint needs its upload rules`);
      const upload = await readUpload(c, { ...options.upload, fileField: declared.file.field, maxFileBytes: declared.file.maxBytes });
      body = checkBody(Object.fromEntries(upload.fields), declared.multipart, wording);
      file = upload.file;
    }
    const answer = await handler({ params, query, body, file } as ServedRequest<E>, c);
    return respond(c, endpoint, answer);
  };
  routes.on(endpoint.method, [honoPath(endpoint.path)], ...[...(options.use ?? []), handle]);
}

function respond<E extends Endpoint, Env extends PlatformEnv>(c: Context<Env>, endpoint: E, answer: HandlerAnswer<E>): Response {
  const declared = endpoint.answer;
  if ("json" in declared) {
    const checked = declared.json.safeParse(answer);
    if (!checked.success) throw new Error(`${endpoint.id}: the answer does not match the contract: ${z.prettifyError(checked.error)}`);
    const picked = pickedStatus.get(c);
    if (picked !== undefined && !endpoint.alsoAnswers?.includes(picked)) throw new Error(`${endpoint.id}: ${picked} is not one of its answers`);
    return c.json(answer as object, picked ?? declared.status);
  }
  if ("file" in declared) {
    const file = answer as { bytes: Uint8Array; contentType: string; fileName: string };
    return c.body(new Uint8Array(file.bytes), 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
  }
  return c.body(null, 204);
}

/** After `serve`: a 405 naming the methods served for every other method on each path of `endpoints`. */
export function refuseOtherMethods<Env extends PlatformEnv>(routes: Hono<Env>, endpoints: readonly Endpoint[]): void {
  const methods = new Map<string, string[]>();
  for (const endpoint of endpoints) methods.set(endpoint.path, [...(methods.get(endpoint.path) ?? []), endpoint.method]);
  const order = ["GET", "POST", "PUT", "DELETE"];
  for (const [path, served] of methods) allowOnly(routes, honoPath(path), served.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
}
