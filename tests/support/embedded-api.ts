import type { APIRequestContext, Page, Response, TestInfo } from "@playwright/test";

/** The site's own API credential (playwright.config.ts leaves the defaults): what the forms are stored under. */
export const SITE_CREDENTIAL = { username: "demo", key: "demo-api-key" } as const;

/**
 * An operator credential of the embedded platform (PLATFORM_OPERATOR_USERNAME / _KEY, set by
 * playwright.config.ts and site-server.ts): only an operator reads stored submissions back.
 */
export const OPERATOR_CREDENTIAL = { username: "test-operator", key: "test-operator-key-0123456789abcdef" } as const;

/** The environment that configures OPERATOR_CREDENTIAL. */
export const OPERATOR_ENV = { PLATFORM_OPERATOR_USERNAME: OPERATOR_CREDENTIAL.username, PLATFORM_OPERATOR_KEY: OPERATOR_CREDENTIAL.key };

/** The platform's {name} for the forms: the slug of PRODUCT_NAME "Foundry". */
export const FORM_TENANT = "foundry";

/** GET on the embedded platform through /platform-api, with API credentials (the site's unless given). */
export async function platformGet<T = unknown>(
  request: APIRequestContext,
  path: string,
  credential: { username: string; key: string } = SITE_CREDENTIAL,
): Promise<{ status: number; body: T }> {
  const response = await request.get(`/platform-api${path}`, {
    headers: { "X-Api-Username": credential.username, "X-Api-Key": credential.key },
  });
  const isJson = response.headers()["content-type"]?.includes("application/json") ?? false;
  return { status: response.status(), body: (isJson ? await response.json() : await response.text()) as T };
}

/** Submissions stored for this site (read as the operator), filtered by the unique email a test used. */
export async function storedSubmissions<T extends { email: string }>(request: APIRequestContext, path: string, email: string): Promise<T[]> {
  const { status, body } = await platformGet<T[]>(request, `/${FORM_TENANT}${path}?limit=100`, OPERATOR_CREDENTIAL);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
  return body.filter((row) => row.email === email);
}

/** A value no other test (or the other project) uses, for telling this test's rows apart. */
export function uniqueTag(testInfo: TestInfo): string {
  return `${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Clicks and returns the answer to the POST it causes: the document (no JavaScript) or the
 * route's data request (JavaScript), so a test can check the status either way.
 */
export async function submitAndWait(page: Page, click: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), click()]);
  return response;
}
