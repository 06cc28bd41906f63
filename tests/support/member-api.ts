/*
 * A member's own platform calls from an e2e test, through the site's /platform-api (the embedded
 * platform): quicker than clicking through pages a test is not about.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { PASSWORD } from "./accounts";
import { SITE_CREDENTIAL } from "./embedded-api";

const API = { "X-Api-Username": SITE_CREDENTIAL.username, "X-Api-Key": SITE_CREDENTIAL.key };

/** A platform access token for a verified account (POST /login through /platform-api). */
export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/platform-api/login", { headers: API, form: { username: email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One call as that member; it must answer 200. */
export async function callApi(request: APIRequestContext, token: string, method: "GET" | "POST" | "PUT", path: string, json?: unknown) {
  const response = await request.fetch(`/platform-api${path}`, {
    method,
    headers: { ...API, Authorization: `Bearer ${token}` },
    data: json,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { id: string };
}
