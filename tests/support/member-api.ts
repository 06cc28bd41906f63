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
export async function callApi(request: APIRequestContext, token: string, method: "GET" | "POST" | "PUT", path: string, json?: unknown, status = 200) {
  const response = await request.fetch(`/platform-api${path}`, {
    method,
    headers: { ...API, Authorization: `Bearer ${token}` },
    data: json,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as { id: string };
}

/**
 * The cheapest membership bought through the demo hosted checkout and paid, then paused for a
 * month: the platform notifies its owner ("Membership paused").
 */
export async function pausedMembership(request: APIRequestContext, token: string): Promise<void> {
  const headers = { ...API, Authorization: `Bearer ${token}` };
  const plans = (await (await request.get("/platform-api/membership/plans", { headers: API })).json()) as Array<{ id: string; base_price: number }>;
  const plan = [...plans].sort((a, b) => a.base_price - b.base_price)[0]!;
  const started = await request.post(`/platform-api/membership/plans/${plan.id}/checkout/hosted`, {
    headers,
    data: { success_url: "/dashboard/memberships", cancel_url: "/membership-levels" },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const paid = await request.post(`/platform-api/checkout/${id}/complete`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  const pause = await request.put(`/platform-api/membership/plans/${plan.id}/pause`, { headers, data: { months: 1 } });
  expect(pause.status(), await pause.text()).toBe(200);
}
