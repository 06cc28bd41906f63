import { z } from "zod";
import { fillPath, type CallAnswer, type CallInput, type Endpoint } from "#contract/api/endpoint";
import type { Auth, Call } from "./core";

/** The bearer token an endpoint's caller needs (contract/api/endpoint.ts `Caller`). */
const AUTH: Record<Endpoint["caller"], Auth> = { anyone: "none", credential: "none", member: "required", "member-or-guest": "optional" };

/** Any OK answer will do: the body is not read (marketing-site §7 for the public forms). */
const ignored = z.unknown().transform((): undefined => undefined);

export type CallOptions = {
  /** The failure prefix of the operation (spec §8), e.g. "Unable to list businesses". */
  prefix: string;
  /** Success is any OK status and the body is not read, where the spec says so (marketing-site §7). */
  anyOkAnswer?: boolean;
};

/**
 * One platform call described by its endpoint (contract/api/): the path filled in, the query and
 * body sent as the contract says, and the answer refused unless it matches the contract's schema.
 */
export function endpointCall<E extends Endpoint>(endpoint: E, input: CallInput<E>, options: CallOptions): Call<CallAnswer<E>> {
  const { params, query, body } = input as { params?: Record<string, string>; query?: Record<string, string | number | boolean | undefined>; body?: Record<string, unknown> };
  const declared = endpoint.body;
  let sent: Pick<Call<unknown>, "json" | "body"> = {};
  if (declared && "json" in declared) sent = { json: body };
  else if (declared && "form" in declared) sent = { body: new URLSearchParams(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)])) };
  else if (declared && "multipart" in declared) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body ?? {})) {
      if (value instanceof File) form.set(name, value, value.name);
      else if (value !== undefined && value !== null) form.set(name, String(value));
    }
    sent = { body: form };
  }
  const answer = endpoint.answer;
  const schema = options.anyOkAnswer || !("json" in answer) ? ignored : answer.json;
  return {
    prefix: options.prefix,
    operation: `${endpoint.method} ${endpoint.path}`,
    method: endpoint.method,
    path: fillPath(endpoint.path, params),
    query,
    ...sent,
    auth: AUTH[endpoint.caller],
    schema: schema as z.ZodType<CallAnswer<E>>,
  };
}
