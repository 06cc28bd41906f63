/**
 * The platform down (connections refused) or hanging (connections accepted, never answered), with
 * JavaScript on and off (docs/testing.md, DESIGN.md rules 3 and 5, marketing-site §8):
 * - every public page still renders, with 200 or a clear degraded state, never a stack trace;
 * - every form reachable without the platform shows a clear error, once the platform call has
 *   failed (refused, or timed out after PLATFORM_TIMEOUT_MS), and keeps every value typed
 *   (passwords: see below).
 * Each mode runs its own production server with PLATFORM_API_URL pointing at the broken platform
 * and a low PLATFORM_TIMEOUT_MS. No bound here is about speed: that the site waited for the
 * configured timeout is read from what the platform received and what the site logged (the
 * client's own timing is proven on a controlled clock in tests/unit/platform-client.test.ts);
 * the only ceiling, NOT_HANGING, tells an answer from none at all.
 */
import type { BrowserContext, Page, Response } from "@playwright/test";
import { createCookie } from "react-router";
import { minimalPdf } from "../support/documents";
import { javaScriptOn, waitForHydration } from "../support/fixtures";
import { PRODUCT_NAME, siteRoutes } from "../support/routes";
import { expect, leakedInternals, PASSWORD, PLATFORM_TIMEOUT_MS, SESSION_SECRET, test } from "../support/resilience";
import { brokenPlatform, startSite, type BrokenPlatform, type SiteServer } from "../support/site-server";

// Per mode one server, shared by the mode's tests in order (each project runs the file in one worker).
test.describe.configure({ mode: "default" });

/**
 * Not a speed limit: past this an answer is taken as never coming (a hang). A page asks the platform
 * at most twice (a GET is retried once) and a form once, each attempt cut at PLATFORM_TIMEOUT_MS, so
 * this is over ten times what a working site needs even on a busy machine, and within the test's 90 s.
 */
const NOT_HANGING = { timeout: 45_000 };

const jsOn = () => javaScriptOn(test.info().project.name);
const hydrated = (page: Page) => waitForHydration(page, test.info().project.name);

/** A field of the page's form (the header and footer have a "Company" menu too). */
const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });

type Typed = { label: string; value: string; password?: boolean };

type OutageForm = {
  name: string;
  path: string;
  /** Text typed into labelled fields, in order. */
  typed: Typed[];
  /** Checkboxes ticked (by label). */
  ticked?: string[];
  /** A file chosen for the "Resume" input. */
  file?: boolean;
  button: string;
  /** What the person reads (marketing-site §8, platform-core §8). */
  message: string;
  /** The failed platform call's prefix (platform-core §8), for a form whose failures the site logs for operators. */
  operation?: RegExp;
  /** Prepares the browser (a cookie the page needs). */
  prepare?: (context: BrowserContext, url: string) => Promise<void>;
};

const robot = "I am not a robot";
const text = "Two lines, kept as typed:\nnaïve café — 100% ✓";

const forms: OutageForm[] = [
  {
    name: "Contact Us",
    path: "/contact-us",
    typed: [
      { label: "Name", value: "Ada Lovelace" },
      { label: "Email", value: "ada@example.com" },
      { label: "Message", value: text },
    ],
    ticked: [robot],
    button: "Send Message",
    message: "Failed to send message.",
    operation: /Unable to send contact message/,
  },
  {
    name: "Request a website",
    path: "/request-website",
    typed: [
      { label: "Full name", value: "Linus Penguin" },
      { label: "Company (optional)", value: "Penguin Works" },
      { label: "Phone (optional)", value: "+1 555 123 4567" },
      { label: "Email", value: "linus@example.com" },
      { label: "Description of the site you need", value: text },
    ],
    ticked: [robot],
    button: "Send Request",
    message: "Failed to send request.",
    operation: /Unable to submit website request/,
  },
  {
    name: "Submit resume",
    path: "/request-resume",
    typed: [
      { label: "Full name", value: "Grace Hopper" },
      { label: "Email", value: "grace@example.com" },
      { label: "Short message", value: text },
    ],
    ticked: [robot],
    file: true,
    button: "Submit Resume",
    message: "Failed to submit resume.",
    operation: /Unable to submit resume/,
  },
  {
    name: "Interest form",
    path: "/interests",
    typed: [
      { label: "Full name", value: "Katherine Johnson" },
      { label: "Phone (optional)", value: "555 987 6543" },
      { label: "Email", value: "katherine@example.com" },
      { label: "Short message", value: text },
    ],
    ticked: ["Branding", "Software Development", robot],
    button: "Submit",
    message: "Failed to submit interest form.",
    operation: /Unable to submit interest form/,
  },
  {
    name: "Create account",
    path: "/create-account",
    typed: [
      { label: "First Name", value: "Ada" },
      { label: "Last Name", value: "Lovelace" },
      { label: "Email", value: "ada.create@example.com" },
      { label: "Birthday", value: "04/02/1990" },
      { label: "Phone Number", value: "(555) 123-4567" },
      { label: "Postal Code", value: "23220" },
      { label: "Password", value: PASSWORD, password: true },
      { label: "Retype Password", value: PASSWORD, password: true },
    ],
    ticked: [],
    button: "Next",
    message: "Network error — please check your internet connection and try again.",
  },
  {
    name: "Sign in",
    path: "/sign-in",
    typed: [
      { label: "Email", value: "ada@example.com" },
      { label: "Password", value: PASSWORD, password: true },
    ],
    button: "Sign In",
    message: "Login failed",
  },
  {
    name: "Forgot password",
    path: "/sign-in?forgot",
    typed: [{ label: "Email", value: "ada@example.com" }],
    button: "Email me a code",
    message: "We could not send a reset code. Please try again.",
  },
  {
    name: "Verify account",
    path: "/verify-account",
    typed: [{ label: "Verification code", value: "123456" }],
    button: "Verify",
    message: "Verification failed.",
    // The email waiting for its code, in the signed cookie a successful sign-up sets (which needs the platform).
    prepare: async (context, url) => {
      const pending = createCookie("__verify", { httpOnly: true, sameSite: "lax", path: "/", secrets: [SESSION_SECRET] });
      const value = (await pending.serialize("ada.verify@example.com")).split(";")[0]!.slice("__verify=".length);
      await context.addCookies([{ name: "__verify", value, url }]);
    },
  },
];

for (const mode of ["down", "hanging"] as const) {
  test.describe(`the platform ${mode}`, () => {
    let platform: BrokenPlatform;
    let site: SiteServer;

    test.beforeAll(async () => {
      platform = await brokenPlatform(mode);
      site = await startSite({
        env: { PLATFORM_API_URL: platform.url, PLATFORM_TIMEOUT_MS: String(PLATFORM_TIMEOUT_MS), SESSION_SECRET },
      });
    });

    test.afterAll(async () => {
      await site?.kill();
      await platform?.close();
    });

    /** No stack trace, no error internals, not the platform's address, in what the server sent. */
    async function expectNoInternals(response: Response | null, what: string) {
      expect(response, what).not.toBeNull();
      const body = await response!.text();
      expect(leakedInternals(body, [platform.url, new URL(platform.url).host]), what).toEqual([]);
    }

    /**
     * What shows the site waited for the platform and no longer: in this mode's log since `mark`, the
     * client's failure for `operation` (its message, spec §8 prefix and all): refused when the
     * platform is down, "request timed out after PLATFORM_TIMEOUT_MS ms" when it hangs.
     */
    async function expectLoggedFailure(mark: number, operation: RegExp) {
      const reason = mode === "down" ? "network error" : `request timed out after ${PLATFORM_TIMEOUT_MS} ms`;
      // The log reaches the test through a pipe, maybe just after the answer: wait for it.
      await expect
        .poll(() => site.logs().slice(mark), { message: `the site logged "${operation.source}: ${reason}"` })
        .toMatch(new RegExp(`${operation.source}: ${reason}`));
    }

    /** Pages whose content is the platform's: what the site logs and what the page says when it fails. */
    const PLATFORM_FED: Record<string, { log: RegExp; text: string }> = {
      "/showcase": { log: /Unable to list businesses/, text: "Failed to fetch businesses." },
      "/experiences": { log: /Unable to list experience(s| categories| tags)/, text: "Experiences could not be loaded just now. Please try again in a moment." },
    };

    test("every public page renders with 200 or a clear degraded state, and no stack trace", async ({ page }) => {
      page.setDefaultNavigationTimeout(NOT_HANGING.timeout);
      // A static page is the same document without JavaScript (it has no script): the js project checked it.
      for (const route of siteRoutes.filter((route) => jsOn() || !route.static)) {
        const mark = site.logs().length;
        const response = await page.goto(`${site.url}${route.path}`);
        const what = route.path;
        // The showcase's directory and the experiences come from the platform: 503 with their error
        // state (marketing-site §8; platform-core §7 Experiences).
        const fed = PLATFORM_FED[route.path];
        expect(response?.status(), what).toBe(fed ? 503 : 200);
        if (fed) await expectLoggedFailure(mark, fed.log);
        await expectNoInternals(response, what);
        await expect(page, what).toHaveTitle(`${route.title} | ${PRODUCT_NAME}`);
        await expect(page.getByRole("heading", { level: 1 }), what).toBeVisible();
        await hydrated(page);
        const main = page.getByRole("main");
        if (fed) await expect(main.getByText(fed.text, { exact: true }), what).toBeVisible();
        if (route.path === "/membership-levels") {
          await expect(main.getByRole("alert"), what).toHaveText("Membership levels could not be loaded. Please try again later.");
        }
        expect(leakedInternals(await main.innerText()), what).toEqual([]);
      }
    });

    test("/pricing shows the spec's §9 plans and prices, and no cache keeps that page", async ({ page }) => {
      const mark = site.logs().length;
      const response = await page.goto(`${site.url}/pricing`, NOT_HANGING);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expectLoggedFailure(mark, /Unable to list membership plans/);
      const main = page.getByRole("main");
      for (const [name, price] of [["Creator", "$30"], ["Alliance", "$150"], ["Collective", "$450"], ["Enterprise", "$1,000"]] as const) {
        await expect(main.getByRole("article", { name })).toContainText(`${price} per month`);
      }
      await expectNoInternals(response, "/pricing");
    });

    test("navigating to the showcase and the membership levels shows their error states", async ({ page }) => {
      await page.goto(site.url);
      await hydrated(page);
      await page.getByRole("banner").getByRole("link", { name: "Showcase" }).first().click();
      await expect(page.getByRole("main").getByText("Failed to fetch businesses.", { exact: true })).toBeVisible(NOT_HANGING);
      await expect(page).toHaveURL(`${site.url}/showcase`);
      // A search is a GET form: the error state again, the query kept.
      await page.goto(`${site.url}/showcase?q=yoga`);
      await expect(page.getByRole("main").getByText("Failed to fetch businesses.", { exact: true })).toBeVisible();
      await page.goto(`${site.url}/pricing`);
      await hydrated(page);
      await page.getByRole("main").getByRole("link", { name: "Choose Alliance" }).click();
      await expect(page).toHaveURL(/\/membership-levels/, NOT_HANGING);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Membership levels could not be loaded. Please try again later.", NOT_HANGING);
    });

    for (const form of forms) {
      test(`${form.name}: a clear error once the platform call has failed, every value kept`, async ({ page, context }) => {
        await form.prepare?.(context, site.url);
        await page.goto(`${site.url}${form.path}`);
        await hydrated(page);
        for (const { label, value } of form.typed) await field(page, label).fill(value);
        for (const label of form.ticked ?? []) await field(page, label).check();
        if (form.name === "Create account") await page.getByLabel(/I agree to the/).check();
        if (form.file) await field(page, "Resume").setInputFiles({ name: "grace.pdf", mimeType: "application/pdf", buffer: minimalPdf() });

        const mark = site.logs().length;
        const received = platform.requests.length;
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST", NOT_HANGING),
          page.getByRole("button", { name: form.button, exact: true }).click(),
        ]);
        const alert = page.getByRole("main").getByRole("alert");
        await expect(alert).toHaveText(form.message, NOT_HANGING);
        expect(response.status(), "an error status").toBeGreaterThanOrEqual(400);
        // The answer came after the platform call failed, not instead of it. Hanging: the platform
        // got the call, once (a POST is never retried), and the site gave up on it (its client
        // aborts at the timeout: the connection closes) rather than leaving it pending. The public
        // forms also log the failure for operators: "timed out after PLATFORM_TIMEOUT_MS ms" when
        // hanging, a refused connection ("network error") when down.
        if (mode === "hanging") {
          const posts = platform.requests.slice(received).filter((request) => request.line.startsWith("POST "));
          expect(posts.map((request) => request.line), "the platform got the call once").toHaveLength(1);
          await expect.poll(() => posts[0]!.closed, { message: "the site gave up on the hanging call" }).toBe(true);
        }
        if (form.operation) await expectLoggedFailure(mark, form.operation);
        await expectNoInternals(response, `the answer to ${form.button}`);

        // Everything typed is still there. Passwords: without JavaScript the page comes back from the
        // server, which never sends a password back (DESIGN.md rule 2), so they are empty; with
        // JavaScript the page is not reloaded and the browser keeps them.
        for (const { label, value, password } of form.typed) {
          await expect(field(page, label), label).toHaveValue(password && !jsOn() ? "" : value);
        }
        for (const label of form.ticked ?? []) await expect(field(page, label), label).toBeChecked();
        if (form.name === "Create account") await expect(page.getByLabel(/I agree to the/)).toBeChecked();
        if (form.file) {
          const files = await field(page, "Resume").evaluate((input: HTMLInputElement) => input.files?.length ?? 0);
          if (jsOn()) {
            expect(files, "the chosen file is kept").toBe(1);
          } else {
            // A page load cannot refill a file input: the form says so.
            expect(files).toBe(0);
            await expect(page.getByText("Your details are kept, but the file is not: please attach your resume again.")).toBeVisible();
          }
        }
        if (form.typed.some((typed) => typed.password)) {
          expect(await response.text(), "the password is never sent back").not.toContain(PASSWORD);
        }
      });
    }

    test("Start Free in the Sandbox: a clear apology once the platform call has failed", async ({ page }) => {
      await page.goto(`${site.url}/technology-page`);
      await hydrated(page);
      const mark = site.logs().length;
      await page.getByRole("main").getByRole("button", { name: "Start Free in the Sandbox" }).first().click();
      const apology = page.getByRole("main").getByRole("alert");
      await expect(apology).toHaveText("We couldn’t start a sandbox right now. Please try again in a moment.", NOT_HANGING);
      await expectLoggedFailure(mark, /Unable to create sandbox/);
      expect(leakedInternals(await page.content(), [platform.url])).toEqual([]);
    });

    test("the verification page's resend shows a clear error once the platform call has failed", async ({ page, context }) => {
      await forms.find((form) => form.path === "/verify-account")!.prepare!(context, site.url);
      await page.goto(`${site.url}/verify-account`);
      await hydrated(page);
      const mark = site.logs().length;
      await page.getByRole("button", { name: "Send a new code" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("We could not send a new code. Please try again.", NOT_HANGING);
      if (mode === "hanging") await expect.poll(() => platform.requests.at(-1)).toMatchObject({ line: "POST /account/verify/resend", closed: true });
    });

    test("the server logged the platform's failures for operators, and nothing answered 500", async () => {
      const logs = site.logs();
      expect(logs).toMatch(mode === "down" ? /Unable to list businesses: network error/ : new RegExp(`Unable to list businesses: request timed out after ${PLATFORM_TIMEOUT_MS} ms`));
      expect(logs).not.toMatch(/^(?:GET|POST) \S+ 5(?!0[234])\d\d /m);
      expect(logs).not.toMatch(/uncaught|unhandled/i);
      expect(() => process.kill(site.pid, 0), "the process is alive").not.toThrow();
    });
  });
}
