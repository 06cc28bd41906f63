/**
 * Helpers of the resilience tests: what a page must never show (a stack trace, an error's
 * internals), and a browser fixture that tolerates the 5xx answers these tests provoke on purpose.
 */
import { expect, test as base } from "@playwright/test";
import { failOnPageErrors } from "./fixtures";

// Signing up, codes and honeypots over plain HTTP: the same helpers as the e2e tests.
export { accountFields, honeypotOf, mailedCode, PASSWORD, uniqueEmail } from "./accounts";

/** PLATFORM_TIMEOUT_MS of the servers whose platform is down or hangs: low, so the tests are quick (their platform never answers, so no call is cut short that would have succeeded). */
export const PLATFORM_TIMEOUT_MS = 500;

/** The session secret the test servers get (startSite's default, stated here so cookies can be signed). */
export const SESSION_SECRET = "resilience-session-secret-0123456789abcdef";

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

/**
 * Every browser test fails on a page error or a console error, as in the e2e tests, except the
 * failed loads these tests cause on purpose: 4xx, and the 502/503/504 a site answers while its
 * platform is down.
 */
export const test = base.extend<{ failOnPageErrors: void }>({ failOnPageErrors: failOnPageErrors(/^(?:4\d\d|50[234])$/) });

export { expect };
