/** Helpers of the account tests: JSON, form and multipart calls, and reading codes from the outbox. */
import { expect } from "vitest";
import type { Platform } from "../../platform/index";
import { createPlatformCore } from "../../app/.server/platform";
import { DEMO_CREDENTIAL, TEST_OPERATOR_CREDENTIAL, type ApiResponse } from "./platform";

export type Body = { json?: unknown; form?: Record<string, string>; multipart?: FormData };

export async function send<T = any>(
  platform: Pick<Platform, "fetch">,
  method: string,
  path: string,
  { token, headers, credential = DEMO_CREDENTIAL, ...body }: Body & { token?: string; headers?: Record<string, string>; credential?: { username: string; key: string } } = {},
): Promise<ApiResponse<T>> {
  const h = new Headers(headers);
  h.set("X-Api-Username", credential.username);
  h.set("X-Api-Key", credential.key);
  if (token) h.set("Authorization", `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body.json !== undefined) {
    h.set("Content-Type", "application/json");
    payload = JSON.stringify(body.json);
  } else if (body.form) {
    payload = new URLSearchParams(body.form);
  } else if (body.multipart) {
    payload = body.multipart;
  }
  const response = await platform.fetch(new Request(`http://platform.test${path}`, { method, headers: h, body: payload }));
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  const parsed = (isJson ? await response.json() : await response.text()) as T;
  return { status: response.status, headers: response.headers, body: parsed };
}

export type Outbox = Array<{ recipient: string; subject: string; body: string; code: string | null; time_created: string }>;

/** Every kept message, newest first, read as the test harness: with an operator credential (a visitor sees only its own codes). */
export async function keptOutbox(platform: Pick<Platform, "fetch">): Promise<Outbox> {
  const { status, body } = await send<Outbox>(platform, "GET", "/dev/outbox", { credential: TEST_OPERATOR_CREDENTIAL });
  expect(status, "GET /dev/outbox as the operator").toBe(200);
  return body;
}

export async function latestCode(platform: Pick<Platform, "fetch">, email: string): Promise<string> {
  const body = await keptOutbox(platform);
  const message = body.find((m) => m.recipient === email && m.code);
  expect(message, `a code mailed to ${email}`).toBeDefined();
  expect(message!.body).toContain(message!.code!);
  return message!.code!;
}

export const PASSWORD = "Sup3rSecret!";

export function newAccount(email: string, extra: Record<string, unknown> = {}) {
  return { email, password: PASSWORD, phone: "5551234567", zip: "23220", dob: "1990-04-02", first_name: "Ada", last_name: "Lovelace", ...extra };
}

/** Creates and verifies an account; returns its tokens. */
export async function signedUp(platform: Pick<Platform, "fetch">, email: string) {
  const created = await send(platform, "POST", "/account/create", { json: newAccount(email) });
  expect(created.status).toBe(201);
  const verified = await send(platform, "POST", "/account/verify", { json: { email, verification: await latestCode(platform, email) } });
  expect(verified.status).toBe(200);
  return verified.body as { id: string; access_token: string; id_token: string; refresh_token: string };
}

/**
 * The site's platform client (app/.server/platform) as a member with `accessToken` uses it, calling
 * this platform in-process with the demo credential: for the tests of the site's calls.
 */
export function siteClientOf(platform: Pick<Platform, "fetch">, accessToken: string, tokens: { idToken?: string; refreshToken?: string } = {}) {
  return createPlatformCore({
    baseUrl: "http://platform.test",
    apiUsername: DEMO_CREDENTIAL.username,
    apiKey: DEMO_CREDENTIAL.key,
    fetch: (input, init) => platform.fetch(new Request(input, init)),
    tokens: { accessToken, idToken: tokens.idToken ?? accessToken, refreshToken: tokens.refreshToken ?? accessToken },
  });
}
