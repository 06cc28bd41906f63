/**
 * Helpers of the resilience tests: what a page must never show (a stack trace, an error's
 * internals), the honeypot values a hand-made form post needs, the fields of a signed-in test
 * account, and a browser fixture that tolerates the 5xx answers these tests provoke on purpose.
 */
import { expect, test as base, type APIRequestContext } from "@playwright/test";
import { SITE_CREDENTIAL } from "../e2e/platform-api";

/** PLATFORM_TIMEOUT_MS of the servers whose platform is down or hangs: low, so the tests are quick. */
export const PLATFORM_TIMEOUT_MS = 1_500;

/** The session secret the test servers get (startSite's default, stated here so cookies can be signed). */
export const SESSION_SECRET = "resilience-session-secret-0123456789abcdef";

export const PASSWORD = "Resilient1Pass";

/** Stack-trace lines and the paths only a stack trace holds ("at fn (file:…:1:2)", node internals, node_modules). */
export function stackTraces(text: string): string[] {
  return found(text, [/^\s*at .+:\d+:\d+\)?\s*$/m, /\bat [\w$.<>[\] ]+ \((?:file:|node:|\/)/, /file:\/\/\//, /node:internal/, /node_modules\//]);
}

/**
 * What only a stack trace or an error's internals would put in a page: stack traces, the names of
 * JavaScript and platform errors, "Error: …", the causes a failed fetch carries, and `extra`
 * strings (say the platform's address). Returns what was found, for a readable failure.
 */
export function leakedInternals(text: string, extra: string[] = []): string[] {
  return [
    ...stackTraces(text),
    ...found(text, [
      /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|PlatformError|DOMException|AbortError|TimeoutError|ZodError)\b/,
      /\bError: /,
      /ECONNREFUSED|ECONNRESET|fetch failed|UND_ERR|embedded-platform\.internal|timed out after/,
    ]),
    ...extra.filter((needle) => text.includes(needle)).map((needle) => `leaks ${needle}`),
  ];
}

function found(text: string, patterns: RegExp[]): string[] {
  return patterns.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [`${pattern}: …${text.slice(Math.max(0, match.index - 60), match.index + 80)}…`] : [];
  });
}

/** The page without its scripts (React Router's hydration data among them): what a person can see. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
}

/** The honeypot fields of the page's form, as a browser would send them (empty trap, encrypted time). */
export async function honeypotOf(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const from = /name="from__confirm" value="([^"]+)"/.exec(html)?.[1];
  if (!from) throw new Error(`no honeypot on ${path}`);
  return { name__confirm: "", from__confirm: from };
}

/** The newest code the demo platform mailed to `email` (its outbox, through /platform-api). */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get("/platform-api/dev/outbox", {
    headers: { "X-Api-Username": SITE_CREDENTIAL.username, "X-Api-Key": SITE_CREDENTIAL.key },
  });
  expect(response.status()).toBe(200);
  const messages = (await response.json()) as { recipient: string; code: string | null }[];
  const code = messages.find((message) => message.recipient === email && message.code)?.code;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The fields of a valid account (create-account form). */
export function accountFields(email: string): Record<string, string> {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    birthday: "04/02/1990",
    phone: "(555) 123-4567",
    postalCode: "23220",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    terms: "on",
  };
}

/** A unique test email. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Every browser test fails on an uncaught page error or a console error, as in the e2e tests,
 * except the failed loads of responses these tests cause on purpose (4xx, and the 502/503/504
 * a site answers while its platform is down).
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && !/status of (?:4\d\d|50[234])/.test(message.text())) problems.push(`console: ${message.text()}`);
      });
      await use();
      expect(problems, "page errors and console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
