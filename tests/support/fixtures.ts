import axe from "axe-core";
import { test as base, expect, type Browser, type Page, type Route } from "@playwright/test";

/**
 * Fails a test on an uncaught page error or a console error (a CSP violation included), except
 * Chromium's report of a failed load with an `expected` status, which a test provokes on purpose.
 */
type PageErrorsFixture = [(args: { page: Page }, use: (value: void) => Promise<void>) => Promise<void>, { auto: boolean }];

export function failOnPageErrors(expected: RegExp): PageErrorsFixture {
  return [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        const status = /status of (\d{3})/.exec(message.text())?.[1];
        if (message.type() === "error" && !(status && expected.test(status))) problems.push(`console: ${message.text()}`);
      });
      await use();
      expect(problems, "page errors and console errors").toEqual([]);
    },
    { auto: true },
  ];
}

/** Every test fails on a page error or a console error; a 4xx is a refusal a test asked for. */
export const test = base.extend<{ failOnPageErrors: void }>({ failOnPageErrors: failOnPageErrors(/^4\d\d$/) });

export { expect };

/** Projects are named for it: "js" and "no-js", "resilience-js" and "resilience-no-js" ("resilience" runs with it). */
export const javaScriptOn = (projectName: string) => !projectName.endsWith("no-js");

/**
 * For a test that visits static pages only (their documents carry no script at all, and the site
 * has no <noscript>: app/areas/shell/static-page.ts) or no page at all (HTTP requests only).
 * The server cannot tell the two projects apart and the browser runs no page script in either, so
 * the no-js project would repeat the js project's test step for step: it runs once, in "js".
 */
export function sameWithoutJavaScript(why: "static pages only" | "HTTP only") {
  test.skip(!javaScriptOn(test.info().project.name), `${why}: the same document and behaviour as in the JavaScript project`);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The JavaScript-enabled page where the page under test is copied for axe: one per browser
 * (worker), kept open across checks. A fresh page costs a renderer process, and axe's first run in
 * it is cold (its 0.5 MB parsed and compiled, then its JIT warmed up): 1.7-2.5 s a check, idle,
 * against 0.4-1.0 s in a page that has run axe before (measured on /contact-us, /tos, /experiences).
 */
const siblings = new WeakMap<Browser, Promise<Page>>();

/**
 * axe with the WCAG 2.x A/AA rules plus best practices; any violation fails the test.
 *
 * axe checks an exact copy of the page's current DOM (scripts removed, so nothing runs or
 * hydrates) at the page's viewport in a sibling page where it is already warm. axe needs
 * JavaScript, so a page without it can only be checked that way; a page with it was checked in
 * place, each in a fresh window where axe ran cold (all js and no-js specs: 1.24 s a check in
 * place, 0.62 s a copy). A copy keeps every attribute, so every state a test brings about (an
 * error summary, aria-invalid, an open menu); what the markup cannot carry is a modal dialog's
 * top layer, which makes the rest of the page inert: a page showing one is checked in place.
 */
export async function expectNoAxeViolations(page: Page) {
  // After a click that navigated, the new document may still be loading its stylesheet: axe would
  // then measure an unstyled page. Its load event comes after every stylesheet.
  await page.waitForLoadState("load");
  const modal = javaScriptOn(test.info().project.name) && (await page.evaluate(() => document.querySelector("dialog:modal") !== null));
  const target = modal ? page : await copiedIntoSibling(page);
  // axe runs in the page itself (the site has no iframes to reach across origins), evaluated once
  // per window: the sibling's window outlives setContent, so every check after its first finds
  // axe parsed and warm. @axe-core/playwright sent and evaluated its 0.5 MB twice on every check.
  if (!(await target.evaluate(() => "axe" in window))) await target.evaluate(axe.source);
  const summary = await target.evaluate(async (tags) => {
    const { violations } = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }, axeTags);
  expect(summary).toEqual([]);
}

async function copiedIntoSibling(page: Page): Promise<Page> {
  const origin = new URL(page.url()).origin;
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(/<head>/i, `<head><base href="${origin}/">`);
  const browser = page.context().browser()!;
  let sibling = siblings.get(browser);
  if (!sibling) siblings.set(browser, (sibling = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage())));
  const target = await sibling;
  const viewport = page.viewportSize();
  if (viewport) await target.setViewportSize(viewport);
  await target.setContent(html, { waitUntil: "load" });
  return target;
}

/**
 * Moves the pointer and waits until React has hydrated, so a click is handled by React and not only by the browser.
 * A static page (app/areas/shell/static-page.ts) ships no scripts and never hydrates: nothing to wait for.
 */
export async function waitForHydration(page: Page, projectName: string) {
  if (!javaScriptOn(projectName)) return;
  // A hydrated page starts its scripts at the first sign of use (app/.server/http/deferred-scripts.ts):
  // the pointer moving, as a visitor's would (two points, so it moves wherever it was). The script
  // that listens comes last in the document: after a click's navigation the heading can show while
  // the tail is still on its way, and a move before the listener is lost, so wait for the parse.
  await page.waitForFunction(() => document.readyState !== "loading");
  await page.mouse.move(0, 0);
  await page.mouse.move(1, 1);
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || document.querySelector("script[type=module], script[type=\"text/x-deferred-module\"]") === null,
  );
}

export type HeldRequest = {
  /** Lets the request go on to the server. */
  release(): void;
  /** Resolves when the request has been caught. */
  caught: Promise<void>;
};

/**
 * Holds the next request to `url` (a glob; with `method`, the next such request) until the test
 * releases it, so a pending label or a loading state can be checked for as long as the test needs:
 * the order is "caught, seen pending, released", on any machine, with no sleep a busy one could outlast.
 */
export async function holdNextRequest(page: Page, url: string, method?: string): Promise<HeldRequest> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let caught!: () => void;
  const caughtPromise = new Promise<void>((resolve) => (caught = resolve));
  let held = false;
  const handler = async (route: Route) => {
    if (held || (method && route.request().method() !== method)) return route.fallback();
    held = true;
    caught();
    await released;
    // The page may be gone by then (a test that failed before releasing it).
    await route.continue().catch(() => {});
    // Unrouted only now: removing the page's last route turns Chromium's request interception off,
    // and that lets a paused request go on by itself (the held request went early on busy machines).
    await page.unroute(url, handler).catch(() => {});
  };
  await page.route(url, handler);
  return { release, caught: caughtPromise };
}
