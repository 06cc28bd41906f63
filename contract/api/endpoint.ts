/**
 * One platform endpoint, written once (DESIGN.md "The platform API"): its method and path, who may
 * call it, the schemas of what it reads and answers, and how it refuses. The platform registers
 * and validates its routes from these (platform/http/serve.ts), the site's client calls through
 * them and refuses an answer that does not match (app/.server/platform/core.ts), and the OpenAPI
 * document and the API reference page are generated from them. Schemas here describe the HTTP
 * contract, so a hosted platform that follows the spec is held to the same shapes.
 */
import type { z } from "zod";
import type { ErrorCode } from "../error-codes";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call. Every call but `anyone` carries the API credential (X-Api-Username and
 * X-Api-Key); `member` also a member's bearer token (spec §6 "protected"), `member-or-guest` sends
 * the token when there is one (search, experiences: a member sees their own likes).
 */
export type Caller = "anyone" | "credential" | "member" | "member-or-guest";

/** How the request body travels. */
export type Body =
  | { json: z.ZodType }
  | { form: z.ZodType }
  /** multipart/form-data: the schema covers the text fields; `file` names the file part. */
  | { multipart: z.ZodType; file: { field: string; kinds: string; maxBytes: number } };

/** What a success answers. */
export type Answer =
  | { status: 200 | 201 | 202; json: z.ZodType }
  | { status: 204 }
  /** A file's bytes (an uploaded resume, an avatar), with its content type. */
  | { status: 200; file: string };

/** A failure the endpoint answers with on purpose: its status, its code, the field it concerns. */
export interface Refusal {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502;
  code: ErrorCode;
  /** The body or query field the refusal is about, when it is about one. */
  field?: string;
  /** When it happens, in a developer's words. */
  when: string;
}

export interface Endpoint {
  /** The operation's name: the OpenAPI operationId and the client's call. */
  id: string;
  method: Method;
  /** OpenAPI style: `/{name}/contact`. */
  path: string;
  summary: string;
  /** Where the spec asks for it: "marketing-site §7", "platform-core §7 Auth". */
  spec: string;
  caller: Caller;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: Body;
  answer: Answer;
  /**
   * Other success statuses answering the same body, which the handler picks case by case
   * (platform/http/serve.ts `answerStatus`): POST /forgot-password asks for a code (202) or resets
   * the password with it (200) on one path.
   */
  alsoAnswers?: readonly (200 | 201 | 202)[];
  refusals: readonly Refusal[];
}

/** Declares an endpoint, keeping its literal types for the calls made through it. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type BodyInput<B> = B extends { json: infer S } ? Input<S> : B extends { form: infer S } ? Input<S> : B extends { multipart: infer S; file: { field: infer F extends string } } ? Input<S> & Record<F, File> : never;

/** What a caller gives: path parameters, query and body, each when the endpoint has one. */
export type CallInput<E extends Endpoint> = (E["params"] extends z.ZodObject ? { params: Input<E["params"]> } : { params?: undefined }) &
  (E["query"] extends z.ZodObject ? { query?: Input<E["query"]> } : { query?: undefined }) &
  (E["body"] extends Body ? { body: BodyInput<E["body"]> } : { body?: undefined });

/** What a success answers, as the caller reads it. */
export type CallAnswer<E extends Endpoint> = E["answer"] extends { json: infer S } ? (S extends z.ZodType ? z.output<S> : never) : E["answer"] extends { file: string } ? Blob : undefined;

/** What the platform's handler returns for a success (before the answer schema's output). */
export type HandlerAnswer<E extends Endpoint> = E["answer"] extends { json: infer S } ? (S extends z.ZodType ? z.input<S> : never) : E["answer"] extends { file: string } ? { bytes: Uint8Array; contentType: string; fileName: string } : undefined;

/** A path with its parameters filled in, each URI-encoded: `/{name}/contact` → `/foundry/contact`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Path ${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
