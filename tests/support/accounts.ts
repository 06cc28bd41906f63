import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { OPERATOR_CREDENTIAL } from "./embedded-api";

/** A password that passes the spec's rule (8+ characters, an uppercase letter, a digit). */
export const PASSWORD = "Journey1Pass";

/** Each run needs its own email: the e2e platform lives as long as the server. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The newest code mailed to `email` (with that subject, when given), read from the demo outbox
 * page in the page's own browser: it shows the codes of the sign-up this browser started and of
 * its signed-in account's email change, nothing else (never a reset code: `mailedCode`).
 */
export async function codeFromOutbox(page: Page, email: string, subject?: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto("/dev/outbox");
    const messages = subject ? outbox.getByRole("article", { name: `${subject} to ${email}`, exact: true }) : outbox.getByRole("article");
    const message = messages.filter({ hasText: email }).first();
    const code = (await message.getByTestId("code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^\d{6}$/);
    return code;
  } finally {
    await outbox.close();
  }
}

/*
 * The same forms as plain HTTP, for setting a test up quickly (a signed-in account) and for
 * watching every response (tests/e2e/no-password-leaks.spec.ts). Mutations need the Origin of
 * the site (app/.server/security.ts), and the public account forms their honeypot fields.
 */

/** The honeypot fields a form page rendered (an empty trap field and the encrypted "valid from" time). */
export async function honeypotOf(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  const html = await response.text();
  const fields: Record<string, string> = {};
  for (const [input] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name !== "name__confirm" && name !== "from__confirm") continue;
    fields[name] = (/\bvalue="([^"]*)"/.exec(input)?.[1] ?? "").replaceAll("&amp;", "&").replaceAll("&quot;", '"');
  }
  expect(Object.keys(fields).sort(), `honeypot fields of ${path}`).toEqual(["from__confirm", "name__confirm"]);
  return fields;
}

/** A form POST as a browser without JavaScript sends it; redirects are not followed, so the caller sees each answer. */
export function postForm(request: APIRequestContext, origin: string, path: string, fields: Record<string, string>): Promise<APIResponse> {
  return request.post(path, { headers: { Origin: origin }, form: fields, maxRedirects: 0 });
}

type OutboxMessage = { recipient: string; subject: string; body: string; code: string | null };

/** The platform's whole outbox (newest first), read as the test harness: with the operator credential (a visitor's reads only its own codes). */
export async function platformOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get("/platform-api/dev/outbox", {
    headers: { "X-Api-Username": OPERATOR_CREDENTIAL.username, "X-Api-Key": OPERATOR_CREDENTIAL.key },
  });
  expect(response.status(), "GET /platform-api/dev/outbox").toBe(200);
  return (await response.json()) as OutboxMessage[];
}

/** The newest code the platform mailed to `email` (with that subject, when given). */
export async function mailedCode(request: APIRequestContext, email: string, subject?: string): Promise<string> {
  const message = (await platformOutbox(request)).find((m) => m.recipient === email && m.code && (!subject || m.subject === subject));
  expect(message?.code, `a "${subject ?? "any"}" code for ${email}`).toMatch(/^\d{6}$/);
  return message!.code!;
}

/** The fields of a valid create-account form. */
export function accountFields(email: string, password = PASSWORD, names: { firstName?: string; lastName?: string } = {}) {
  return {
    firstName: names.firstName ?? "Ada",
    lastName: names.lastName ?? "Lovelace",
    email,
    birthday: "04/02/1990",
    phone: "(555) 123-4567",
    postalCode: "23220",
    password,
    confirmPassword: password,
    terms: "on",
  };
}

export type NewAccount = { email: string; password?: string; firstName?: string; lastName?: string };

/**
 * Creates and verifies an account through the site's own forms over HTTP, leaving `request`
 * (a page's `page.request` shares the browser's cookies) signed in as it.
 */
export async function signUp(request: APIRequestContext, origin: string, account: NewAccount): Promise<void> {
  const created = await postForm(request, origin, "/create-account", {
    ...(await honeypotOf(request, "/create-account")),
    ...accountFields(account.email, account.password, account),
  });
  expect(created.status(), await created.text()).toBe(302);
  expect(created.headers()["location"]).toBe("/verify-account");
  const code = await mailedCode(request, account.email, "Verify your email");
  const verified = await postForm(request, origin, "/verify-account", { ...(await honeypotOf(request, "/verify-account")), intent: "verify", code });
  expect(verified.status(), await verified.text()).toBe(302);
  expect(verified.headers()["location"]).toBe("/membership-levels");
}
