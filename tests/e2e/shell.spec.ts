import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { createCookieSessionStorage } from "react-router";
import { expect, expectNoAxeViolations, javaScriptOn, sameWithoutJavaScript, test, waitForHydration } from "../support/fixtures";
import { signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { callApi, tokenOf } from "../support/member-api";
import { PRODUCT_NAME, siteRoutes } from "../support/routes";
import { textBrowserLines } from "../support/text-browser";

/** A session cookie signed exactly as the server signs it (same secret as playwright.config.ts). */
async function signedInSessionCookie(): Promise<{ name: string; value: string }> {
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", secrets: ["e2e-session-secret-for-tests-only-0123456789"] },
  });
  const session = await storage.getSession();
  session.set("accessToken", "header-test-access");
  session.set("refreshToken", "header-test-refresh");
  const cookie = (await storage.commitSession(session)).split(";")[0]!;
  return { name: cookie.slice(0, cookie.indexOf("=")), value: cookie.slice(cookie.indexOf("=") + 1) };
}

test.describe("every route", () => {
  for (const route of siteRoutes) {
    test(`${route.path} renders its page in the shared shell with no axe violations`, async ({ page }) => {
      if (route.static) sameWithoutJavaScript("static pages only");
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${route.title} | ${PRODUCT_NAME}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\w{3,}/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("banner").getByRole("link", { name: `${PRODUCT_NAME} home` })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Pages with no interactive need ship no JavaScript at all; the others hydrate.
      const scripts = await page.locator("script").count();
      if (route.static) expect(scripts).toBe(0);
      else expect(scripts).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  }

  test("fits a 320 px wide screen without sideways scrolling", async ({ page }, info) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // A static page is the same document without JavaScript: the js project measured it.
    for (const route of siteRoutes.filter((route) => javaScriptOn(info.project.name) || !route.static)) {
      await page.goto(route.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${route.path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("header", () => {
  test("links to every section and shows Log In and Join Now when signed out", async ({ page }) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Technology", "/technology-page"],
      ["Ecosystem", "/ecosystem-page"],
      ["Showcase", "/showcase"],
      ["Experiences", "/experiences"],
      ["Membership", "/membership-levels"],
      ["Pricing", "/pricing"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/sign-in");
    await expect(banner.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/create-account");
    await expect(banner.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    // Experiences comes right after Showcase (an addition to marketing-site §2's header: the marketplace).
    const labels = (await nav.getByRole("link").allTextContents()).map((text) => text.trim());
    expect(labels.slice(labels.indexOf("Showcase"), labels.indexOf("Showcase") + 2)).toEqual(["Showcase", "Experiences"]);
    await banner.getByRole("link", { name: `${PRODUCT_NAME} home` }).click();
    await expect(page).toHaveURL("/");
  });

  test("shows Dashboard instead of Log In and Join Now when signed in", async ({ page, context, baseURL }) => {
    sameWithoutJavaScript("static pages only"); // signed in too, /about-us ships no script
    await context.addCookies([{ ...(await signedInSessionCookie()), url: baseURL! }]);

    await page.goto("/about-us");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(banner.getByRole("link", { name: "Log In" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Join Now" })).toHaveCount(0);
  });

  // marketing-site §2, §9: the Company menu closes 200 ms after the pointer leaves. It is CSS
  // alone on every page (app.css), hydrated or not: a transition delay, whose transitions are
  // frozen (DevTools' animation playback rate 0) and sought to 199 and 200 ms, so the test runs on
  // a clock it moves, never on the machine's.
  for (const [kind, path] of [["a static page", "/"], ["a hydrated page", "/contact-us"]] as const) {
    test(`Company dropdown opens on hover and closes 200 ms after the pointer leaves, on ${kind}`, async ({ page }, testInfo) => {
      if (path === "/") sameWithoutJavaScript("static pages only");
      await page.goto(path);
      await waitForHydration(page, testInfo.project.name);
      const banner = page.getByRole("banner");
      const panel = banner.locator(".dropdown .dropdown-panel");
      const aboutUs = banner.getByRole("link", { name: "About Us" });
      await expect(aboutUs).toBeHidden();
      const box = (await banner.getByRole("button", { name: "Company" }).boundingBox())!;
      // Raw mouse moves: the pointer enters and leaves exactly when the test says.
      const enter = () => page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const leave = () => page.mouse.move(box.x + box.width / 2, box.y + 400);

      await enter();
      await expect(aboutUs).toBeVisible();
      await expect(panel).toHaveCSS("opacity", "1"); // the opening transition is over
      const devtools = await page.context().newCDPSession(page);
      await devtools.send("Animation.enable");
      await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
      try {
        await leave();
        // The closing transitions, frozen at their start, then sought to 199 and to 200 ms.
        const closing = await panel.evaluate((element) => {
          const transitions = element.getAnimations().filter((animation): animation is CSSTransition => animation instanceof CSSTransition);
          const at = (ms: number) => {
            for (const transition of transitions) {
              transition.pause();
              transition.currentTime = ms;
            }
            return getComputedStyle(element).visibility;
          };
          return {
            timing: transitions
              .map((t) => ({ property: t.transitionProperty, delay: t.effect!.getTiming().delay, duration: t.effect!.getTiming().duration }))
              .sort((x, y) => x.property.localeCompare(y.property)),
            justLeft: at(0),
            at199: at(199),
            at200: at(200),
          };
        });
        expect(closing.timing, "the closing transitions wait 200 ms, then switch at once").toEqual(
          ["opacity", "transform", "visibility"].map((property) => ({ property, delay: 200, duration: 0 })),
        );
        expect(closing.justLeft, "shown as the pointer leaves").toBe("visible");
        expect(closing.at199, "still shown 199 ms after leaving").toBe("visible");
        expect(closing.at200, "hidden 200 ms after leaving").toBe("hidden");
        await expect(aboutUs).toBeHidden();
      } finally {
        await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
        await devtools.detach();
      }
    });
  }

  for (const [kind, path] of [["a static page", "/"], ["a hydrated page", "/contact-us"]] as const) {
    test(`Company dropdown works from the keyboard on ${kind}`, async ({ page }, testInfo) => {
      if (path === "/") sameWithoutJavaScript("static pages only"); // "/" and /about-us
      await page.goto(path);
      await waitForHydration(page, testInfo.project.name);
      const company = page.getByRole("button", { name: "Company" });
      const careers = page.getByRole("banner").getByRole("link", { name: "Careers" });
      // Focus inside it opens it (CSS :focus-within), with or without JavaScript.
      await company.focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("banner").getByRole("link", { name: "About Us" })).toBeFocused();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(careers).toBeFocused();
      await expect(careers).toBeVisible();
      await company.focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL("/about-us");
      await expect(page).toHaveTitle(`About Us | ${PRODUCT_NAME}`);
      // The header stays across a client-side navigation: the menu closes as a new document's would.
      await expect(careers).toBeHidden();
    });
  }

  test("small screens get a toggle menu with the same items", async ({ page }, testInfo) => {
    sameWithoutJavaScript("static pages only"); // "/" and /careers
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await waitForHydration(page, testInfo.project.name);
    const toggle = page.locator('summary[aria-label="Menu"]');
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Main" });
    const banner = page.getByRole("banner");
    for (const name of ["Technology", "Ecosystem", "Showcase", "Experiences", "About Us", "Contact Us", "Careers", "Membership", "Pricing"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of ["Log In", "Join Now"]) await expect(banner.getByRole("link", { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL("/careers");
    // After navigating, the menu is closed again (JS keeps the header; without JS it is a new page).
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" })).toBeHidden();
    await toggle.press("Enter");
    await expect(menu.getByRole("link", { name: "Pricing" })).toBeVisible();
  });
});

test.describe("header for people", () => {
  test("signed in, the phone menu's account part has Bookings, and the dashboard leads there too", async ({ page, context, baseURL }) => {
    sameWithoutJavaScript("static pages only"); // "/" ships no script, signed in too
    await context.addCookies([{ ...(await signedInSessionCookie()), url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.locator('summary[aria-label="Menu"]').click();
    const account = page.getByRole("banner").getByRole("list", { name: "Your account" });
    await expect(account.getByRole("link", { name: "Bookings", exact: true })).toHaveAttribute("href", "/dashboard/purchases");
    await expect(account.getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Experiences" })).toHaveAttribute("href", "/experiences");
    await expectNoAxeViolations(page);
  });

  test("nothing in the header wraps at 1440 px, signed in or out, and at 1280 px it all fits", async ({ page, context, baseURL }) => {
    sameWithoutJavaScript("static pages only");
    await page.setViewportSize({ width: 1440, height: 900 });
    // Each link and button of the header sets its words on one line: the line boxes its text lies on, counted by their tops.
    const lineCounts = () =>
      page.getByRole("banner").evaluate((banner) =>
        [...banner.querySelectorAll("a, button")]
          .filter((element) => element.getClientRects().length > 0 && element.textContent!.trim())
          .map((element) => {
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            const rects: DOMRect[] = [];
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(text);
              rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
            }
            // A rect starting below the middle of the line before it is on a new line.
            rects.sort((a, b) => a.top - b.top);
            let lines = 0;
            let bottom = -Infinity;
            for (const rect of rects) {
              if (rect.top >= bottom - rect.height / 2) lines++;
              bottom = Math.max(bottom, rect.bottom);
            }
            return `${element.textContent!.trim()}: ${lines} line(s)`;
          }),
      );
    await page.goto("/");
    expect((await lineCounts()).filter((line) => !line.endsWith(": 1 line(s)"))).toEqual([]);
    await context.addCookies([{ ...(await signedInSessionCookie()), url: baseURL! }]);
    await page.goto("/");
    const signedIn = await lineCounts();
    expect(signedIn).toContain("Sign out: 1 line(s)");
    expect(signedIn.filter((line) => !line.endsWith(": 1 line(s)"))).toEqual([]);
    // The narrowest screen with the row (below it, the menu): it all fits, and the page does not scroll sideways.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeInViewport({ ratio: 1 });
    expect((await lineCounts()).filter((line) => !line.endsWith(": 1 line(s)"))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  // The first tap opens the menu and starts the page's scripts (deferred-scripts.ts); hydration
  // must leave it open. The scripts are held until after the tap, so the order is certain.
  test("the phone menu opened before hydration stays open through it", async ({ page }, info) => {
    test.skip(!javaScriptOn(info.project.name), "without JavaScript nothing hydrates");
    await page.setViewportSize({ width: 390, height: 844 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\.js(\?.*)?$/, async (route) => {
      held++;
      await released;
      await route.continue().catch(() => {});
    });
    await page.goto("/contact-us");
    const menu = page.locator("details.menu-toggle");
    await page.locator('summary[aria-label="Menu"]').click();
    await expect(menu).toHaveAttribute("open", "");
    await expect.poll(() => held, "the tap started the scripts").toBeGreaterThan(0);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    release();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(menu).toHaveAttribute("open", "");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Experiences" })).toBeVisible();
    // A client-side navigation from the menu closes it, as a new document's would be.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL("/careers");
    await expect(menu).not.toHaveAttribute("open", "");
  });

  test("a text browser reads the header's navigation once, with no words run together", async ({ page, request }) => {
    sameWithoutJavaScript("HTTP only");
    for (const path of ["/", "/experiences"]) {
      const lines = await textBrowserLines(page, await (await request.get(path)).text(), "header");
      for (const label of ["Technology", "Ecosystem", "Showcase", "Experiences", "Membership", "Pricing", "Log In", "Join Now", "About Us"]) {
        expect(lines.filter((line) => line === label), `${path}: ${label} in ${JSON.stringify(lines)}`).toHaveLength(1);
      }
      const body = (await textBrowserLines(page, await (await request.get(path)).text())).join("\n");
      expect(body).not.toMatch(/Log InJoin Now|per (group|guest)\$|per (group|guest)Member/);
    }
  });
});

test.describe("footer", () => {
  test("has the Explore, Company, Get Started, Support and Legal groups and a credit line", async ({ page }) => {
    sameWithoutJavaScript("static pages only");
    await page.goto("/pricing");
    const footer = page.getByRole("contentinfo");
    for (const group of ["Explore", "Company", "Get Started", "Support", "Legal"]) {
      await expect(footer.getByRole("heading", { name: group, exact: true })).toBeVisible();
    }
    const getStarted = footer.getByRole("navigation", { name: "Get Started" });
    await expect(getStarted.getByRole("link", { name: "Become a Member" })).toHaveAttribute("href", "/create-account");
    await expect(getStarted.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/sign-in");
    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/tos");
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(legal.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
    await expect(footer).toContainText(`Designed and built by the ${PRODUCT_NAME} team`);
  });
});

test.describe("errors", () => {
  test("an unknown URL answers a friendly 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(`Page not found | ${PRODUCT_NAME}`);
    // Described for a shared link's preview; kept out of search results.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /couldn’t find the page/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
  });

  test("a POST to an unknown URL also answers 404", async ({ request, baseURL }) => {
    sameWithoutJavaScript("HTTP only");
    const response = await request.post("/no-such-page/deeper", { headers: { Origin: baseURL! }, form: { a: "1" } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  test("a POST from another site is refused", async ({ request }) => {
    sameWithoutJavaScript("HTTP only");
    const response = await request.post("/contact-us", { headers: { Origin: "https://attacker.example" }, form: { a: "1" } });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });
});

test.describe("security headers", () => {
  test("every document carries an enforced CSP with a fresh nonce, a request id and server timing", async ({ page, request }, testInfo) => {
    sameWithoutJavaScript("HTTP only"); // without JavaScript it is the requests alone, which the js project makes too
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(second.headers()["content-security-policy"]);
    expect(first.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers()["server-timing"]).toMatch(/total;dur=\d/);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    if (javaScriptOn(testInfo.project.name)) {
      // Every script the page runs carries the nonce (otherwise the CSP blocks it and the fixture fails).
      await page.goto("/contact-us");
      await waitForHydration(page, testInfo.project.name);
      const unnonced = await page.evaluate(() => [...document.scripts].filter((s) => !s.nonce).length);
      expect(unnonced).toBe(0);
    }
  });
});

test.describe("page cache", () => {
  const html = { Accept: "text/html,application/xhtml+xml", "Accept-Encoding": "br, gzip" };

  test("a static page's anonymous HTML is kept compressed and reused; revalidation ends in 304", async ({ request }) => {
    sameWithoutJavaScript("HTTP only");
    await request.get("/cookie-policy", { headers: html }); // the first visit may render it
    const hit = await request.get("/cookie-policy", { headers: html });
    expect(hit.status()).toBe(200);
    expect(hit.headers()["x-page-cache"]).toBe("hit");
    expect(hit.headers()["content-encoding"]).toBe("br");
    expect(hit.headers()["cache-control"]).toBe("public, no-cache");
    expect(hit.headers()["server-timing"]).toMatch(/^cache;desc="hit"/);
    // No scripts, so no nonce: the policy allows no inline script at all.
    expect(hit.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
    const body = await hit.text();
    expect(body).toContain("Cookie Policy");
    expect(body).not.toContain("<script");
    expect(body).not.toContain("nonce=");

    const again = await request.get("/cookie-policy", { headers: { ...html, "If-None-Match": hit.headers()["etag"]! } });
    expect(again.status()).toBe(304);

    // gzip for a client without brotli, plain for one that asks for neither.
    expect((await request.get("/cookie-policy", { headers: { ...html, "Accept-Encoding": "gzip" } })).headers()["content-encoding"]).toBe("gzip");
    const plain = await request.get("/cookie-policy", { headers: { ...html, "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(await plain.text()).toBe(body);
  });

  test("a member gets the members' copy: their own header and unread count, asked afresh every time, never the anonymous copy", async ({
    page,
    playwright,
    baseURL,
  }, info) => {
    sameWithoutJavaScript("static pages only");
    await page.request.get("/about-us", { headers: html });
    expect((await page.request.get("/about-us", { headers: html })).headers()["x-page-cache"]).toBe("hit");
    const email = `copy-${uniqueTag(info)}@example.com`;
    await signUp(page.request, baseURL!, { email, firstName: "Ida", lastName: "Copy" });
    const me = await callApi(page.request, await tokenOf(page.request, email), "PUT", "/account/my/profile", { public: true });
    const banner = page.getByRole("banner");
    const notifications = banner.getByRole("link", { name: /^Notifications/ }).first();
    const visit = async () => {
      const response = (await page.goto("/about-us"))!;
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("private, no-cache");
      await expect(banner.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(banner.getByRole("link", { name: "Log In" })).toHaveCount(0);
      await expect(banner.getByRole("link", { name: "Join Now" })).toHaveCount(0);
      return response.headers()["x-page-cache"];
    };

    await visit(); // may render it, and keep it for members with no unread notification
    expect(await visit()).toBe("hit");
    await expect(notifications).toHaveText("Notifications");
    // Answered before the framework (server.js's fast path): a signed-in visitor's headers, and no
    // nonce, since the page runs no script.
    const hit = await page.request.get("/about-us", { headers: html });
    expect(hit.headers()["server-timing"]).toBe('cache;desc="member"');
    expect(hit.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
    expect(hit.headers()["cross-origin-opener-policy"]).toBe("same-origin");

    // Someone follows them: the count is asked afresh, so the next visit says it (a copy for 1).
    const other = await playwright.request.newContext({ baseURL });
    try {
      const follower = `copy-follower-${uniqueTag(info)}@example.com`;
      await signUp(other, baseURL!, { email: follower, firstName: "Ada", lastName: "Follower" });
      await callApi(other, await tokenOf(other, follower), "POST", `/user/id/${me.id}/follow`);
    } finally {
      await other.dispose();
    }
    await visit();
    await expect(notifications).toHaveText("Notifications 1 unread");
    expect(await visit()).toBe("hit");
    await expect(notifications).toHaveText("Notifications 1 unread");
    await expectNoAxeViolations(page);
  });

  test("the marketplace's list is kept for anonymous visitors by address and time zone, its scripts allowed by hash", async ({ page, request }, testInfo) => {
    const path = "/experiences?category=classes";
    const html2 = { ...html, Cookie: "tz=Pacific%2FChatham" };
    // Kept once rendered (a write elsewhere in the suite may make this process forget it: ask again).
    await expect.poll(async () => (await request.get(path, { headers: html2 })).headers()["x-page-cache"]).toBe("hit");
    const hit = await request.get(path, { headers: html2 });
    expect(hit.headers()["cache-control"]).toBe("private, no-cache");
    const body = await hit.text();
    expect(body).not.toMatch(/\snonce="/);
    // Every inline script it has is allowed by its hash, and nothing else is.
    const scriptSrc = /script-src ([^;]+)/.exec(hit.headers()["content-security-policy"]!)![1]!.split(" ");
    const inline = [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`);
    expect(inline.length).toBeGreaterThan(2);
    expect(scriptSrc.sort()).toEqual(["'self'", ...new Set(inline)].sort());
    // The platform is asked in the visitor's zone: another zone is another copy, rendered for it
    // (a zone no other test or project asks for; run again within 30 s on a reused server, it is kept).
    const zone = testInfo.project.name === "no-js" ? "Asia/Kolkata" : "Asia/Kathmandu";
    expect((await request.get(path, { headers: { ...html, Cookie: `tz=${encodeURIComponent(zone)}` } })).headers()["x-page-cache"]).toBe("miss");
    // Never for a member, whose header and prices are their own.
    const { name, value } = await signedInSessionCookie();
    const member = await request.get(path, { headers: { ...html, Cookie: `${name}=${value}` } });
    expect(member.headers()["x-page-cache"]).toBeUndefined();
    expect(await member.text()).toContain(">Dashboard<");

    // A browser given the kept copy runs its scripts (a refused one fails the test through the console).
    await page.context().addCookies([{ name: "tz", value: "Pacific%2FChatham", url: testInfo.project.use.baseURL! }]);
    const response = (await page.goto(path))!;
    // "miss": kept just now (a write elsewhere made this process forget it); the same bytes either way.
    expect(["hit", "miss"]).toContain(response.headers()["x-page-cache"]);
    await waitForHydration(page, testInfo.project.name);
  });

  test("pages that hydrate, queries and the app's own data requests are never served from it", async ({ request }) => {
    sameWithoutJavaScript("HTTP only");
    for (const path of ["/contact-us", "/sign-in"]) {
      await request.get(path, { headers: html });
      const second = await request.get(path, { headers: html });
      expect(second.headers()["x-page-cache"], path).toBeUndefined();
      expect(await second.text()).toContain("<script");
    }
    await request.get("/tos", { headers: html });
    expect((await request.get("/tos?ref=mail", { headers: html })).headers()["x-page-cache"]).toBeUndefined();
    const data = await request.get("/tos.data", { headers: { Accept: "*/*" } });
    expect(data.headers()["x-page-cache"]).toBeUndefined();
    expect(data.headers()["content-type"]).not.toContain("text/html");
  });
});

test.describe("first paint", () => {
  // Nothing but the document itself before the first paint: the stylesheet is in its head, and the
  // CSP lets that exact text apply by its hash (a page with no nonce, from the page cache too).
  test("the stylesheet is inlined in the head and allowed by the CSP's hash, on hydrated, static and cached pages", async ({ page }) => {
    for (const path of ["/contact-us", "/tos", "/tos"]) {
      const response = (await page.goto(path))!;
      const html = await response.text();
      const style = /<head>[\s\S]*<style id="app-style">([\s\S]+?)<\/style>[\s\S]*<\/head>/.exec(html)?.[1];
      expect(style, path).toBeTruthy();
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const hash = createHash("sha256").update(style!).digest("base64");
      const styleSrc = /style-src ([^;]+)/.exec(response.headers()["content-security-policy"]!)?.[1]?.split(" ");
      expect(styleSrc).toEqual(["'self'", `'sha256-${hash}'`]);
      // Applied (a CSP refusal would also fail the test through the console): the body is the shell's flex column.
      await expect(page.locator("body")).toHaveCSS("display", "flex");
    }
  });

  // A rendered page goes out compressed as it streams (app/.server/http/compress-document.ts).
  test("a hydrated page's HTML is compressed the way the browser asks", async ({ request }) => {
    sameWithoutJavaScript("HTTP only");
    for (const [acceptEncoding, expected] of [["br, gzip", "br"], ["gzip", "gzip"], ["identity", undefined]] as const) {
      const response = await request.get("/contact-us", { headers: { Accept: "text/html", "Accept-Encoding": acceptEncoding } });
      expect(response.headers()["content-encoding"], acceptEncoding).toBe(expected);
      expect(await response.text()).toContain("</html>");
    }
  });

  // A static page's document is left plain only for the page cache, which compresses what it
  // keeps; the documents it never keeps (the 404 page, a static page seen signed in) are
  // compressed as they stream. Lighthouse found the 404 page sent as 55 KB of plain HTML.
  test("documents the page cache does not keep are compressed too", async ({ request }) => {
    sameWithoutJavaScript("HTTP only");
    const headers = { Accept: "text/html", "Accept-Encoding": "br, gzip" };
    const missing = await request.get("/no-such-page", { headers });
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-encoding"]).toBe("br");
    expect(await missing.text()).toContain("</html>");

    const { name, value } = await signedInSessionCookie();
    // A static page with a query string is never kept, signed in or not.
    const signedIn = await request.get("/tos?ref=mail", { headers: { ...headers, Cookie: `${name}=${value}` } });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
    expect(signedIn.headers()["content-encoding"]).toBe("br");
    expect(await signedIn.text()).toContain(">Dashboard<");
  });

  // Hydration waits for the visitor (app/.server/http/deferred-scripts.ts): the page is complete
  // without scripts, so none is fetched or run until the first sign of use (a pointer, a key, a
  // touch, focus, the wheel). Until then a slow phone's main thread is free. Order, not duration.
  // The pointer starts outside the page, as a visitor's who is not using it: the tests' headless
  // Chromium otherwise has it at (0, 0), over the header, and sends a trusted pointermove there as
  // the page lays out (microsoft/playwright#33441), which is a first sign of use. Playwright moves
  // it to (-1, -1) the same way; the position holds across a same-origin navigation.
  // Then waits until the page has painted and is past the tasks that follow the paint (where
  // hydration used to start).
  async function visitPastFirstPaint(page: Page, path: string) {
    await page.goto("/healthz");
    await page.mouse.move(-1, -1);
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
  }

  test("a hydrated page paints and requests no script until the visitor interacts, then hydrates", async ({ page }, testInfo) => {
    test.skip(!javaScriptOn(testInfo.project.name), "without JavaScript no script is requested at all");
    await visitPastFirstPaint(page, "/contact-us");
    const before = await page.evaluate(() => ({
      scripts: performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length,
      running: document.querySelector('script[type="module"]') !== null,
    }));
    expect(before).toEqual({ scripts: 0, running: false });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    await page.mouse.move(40, 40);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      firstScript: Math.min(...performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).map((entry) => entry.startTime)),
    }));
    expect(firstScript).toBeGreaterThan(firstPaint!);
  });

  // Scroll restoration (app/areas/shell/restore-scroll.tsx): the document's script writes no
  // history before hydration, and once hydrated a reload and a return land where the page was.
  test("a reload and a return after hydration put the page back where it was", async ({ page }, testInfo) => {
    test.skip(!javaScriptOn(testInfo.project.name), "without JavaScript the browser restores the scroll itself");
    await visitPastFirstPaint(page, "/experiences");
    expect(await page.evaluate(() => window.history.state)).toBeNull();
    await page.mouse.move(40, 40);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await page.evaluate(() => typeof window.history.state?.key)).toBe("string");

    const card = page.locator("#results article a").first();
    await card.evaluate((link) => link.closest("article")!.scrollIntoView({ block: "center" }));
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(500);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);

    await waitForHydration(page, testInfo.project.name);
    // A return restores the offset the page had at the click (React Router's saved position), but the
    // cards are laid out only as they near the viewport (render-when-near) and the list is loaded
    // afresh, so the browser's scroll anchoring may then move it by a few pixels to keep what is in
    // view in place (seen: 1 to 9 px, on this build and on 63005bc's): the card left from is back
    // where it was, give or take less than a line of text. Without restoration it is a screen off.
    const cardTop = () => card.evaluate((link) => link.closest("article")!.getBoundingClientRect().top);
    const atClick = await cardTop();
    await card.click();
    await expect(page).toHaveURL(/\/experiences\/[\w-]+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/experiences$/);
    await expect.poll(async () => Math.abs((await cardTop()) - atClick)).toBeLessThanOrEqual(16);
  });

  test("a hydrated page hydrates on the first key press too (keyboard users)", async ({ page }, testInfo) => {
    test.skip(!javaScriptOn(testInfo.project.name), "without JavaScript no script is requested at all");
    await visitPastFirstPaint(page, "/contact-us");
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  });
});

test.describe("static assets", () => {
  test("scripts are served precompressed, cacheable for a year, with 304 on revalidation", async ({ request }) => {
    sameWithoutJavaScript("HTTP only");
    const page = await (await request.get("/contact-us")).text();
    const script = /src="(\/assets\/[^"]+\.js)"|"(\/assets\/[^"]+\.js)"/.exec(page);
    for (const path of [script?.[1] ?? script?.[2]]) {
      expect(path).toBeTruthy();
      const br = await request.get(path!, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(br.status()).toBe(200);
      expect(br.headers()["content-encoding"]).toBe("br");
      expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      const gzip = await request.get(path!, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      expect(await gzip.text()).toBe(await br.text());
      const revalidated = await request.get(path!, { headers: { "If-None-Match": br.headers()["etag"]! } });
      expect(revalidated.status()).toBe(304);
    }
    expect((await request.get("/assets/no-such-file.js")).status()).toBe(404);
    expect((await request.get("/assets/%2e%2e/server/index.js")).status()).toBe(404);
  });
});
