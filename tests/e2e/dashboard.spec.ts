/*
 * The member dashboard (DESIGN.md "Trust"; marketing-site §2 "Dashboard", made to work): profile and
 * preferences, password, email with a mailed code, avatar, pausing, unpausing, changing and
 * cancelling a membership with its confirmation step — each end to end against the real embedded
 * platform, JavaScript on and off. /dashboard is the overview (where sign-in leads); each section
 * has a page of its own below it (DESIGN.md "Rules that shape every route"), and each form posts to a route of its own.
 */
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import type { Page, TestInfo } from "@playwright/test";
import { codeFromOutbox, PASSWORD, signUp } from "../support/accounts";
import { expect, expectNoAxeViolations, holdNextRequest, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { uniqueTag } from "../support/embedded-api";

// A few seconds each on a quiet machine; the margin is for a busy shared one.
test.describe.configure({ timeout: 240_000 });

/** A new, verified account for this test and project, signed in in the page's browser context. */
async function signedUp(page: Page, info: TestInfo, origin: string, prefix: string): Promise<string> {
  const email = `${prefix}-${uniqueTag(info)}@example.com`;
  await signUp(page.request, origin, { email });
  return email;
}

async function openDashboard(page: Page, info: TestInfo, section = "") {
  await page.goto(`/dashboard${section}`);
  await expect(page).toHaveURL(`/dashboard${section}`);
  await waitForHydration(page, info.project.name);
}

/** A Creator membership, paid on the demo checkout. */
async function buyCreatorMembership(page: Page, info: TestInfo) {
  await page.goto("/membership-levels?selectedIndex=0");
  await waitForHydration(page, info.project.name);
  await expect(page.getByRole("radio", { name: /Creator/ })).toBeChecked();
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/platform-api\/checkout\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: /^Pay .* \(demo\)$/ }).click();
  await expect(page.getByText("You now have a Creator level membership")).toBeVisible();
}

/** The success notice the dashboard shows after an action (a flash message). */
const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** A real 2×2 PNG (red, green / blue, white), built here so the test owns its bytes. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]); // filter byte + 2 pixels, twice
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("signed out, /dashboard goes to sign-in and comes back after signing in", async ({ page, baseURL }, info) => {
  const email = await signedUp(page, info, baseURL!, "return");
  // The overview, where sign-in leads; and a section's own page, which does the same.
  for (const [path, region, text] of [
    ["/dashboard", "Your profile", `Signed in as ${email}.`],
    ["/dashboard/memberships", "Memberships", "You have no membership yet."],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page).toHaveURL(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
    await waitForHydration(page, info.project.name);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    const signingIn = javaScriptOn(info.project.name) ? await holdNextRequest(page, "**/sign-in.data*", "POST") : undefined;
    await page.getByRole("button", { name: "Sign In" }).click();
    if (signingIn) {
      await expect(page.getByRole("button", { name: "Signing In..." })).toBeDisabled();
      signingIn.release();
    }
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
    await expect(page.getByRole("region", { name: region })).toContainText(text);
    await expectNoAxeViolations(page);
  }
  // A member's pages keep other sites' windows at arm's length; anyone's pages do not need to (app/.server/http/security.ts).
  expect((await page.request.get("/dashboard")).headers()["cross-origin-opener-policy"]).toBe("same-origin");
  await page.context().clearCookies();
  const anonymous = await page.request.get("/dashboard");
  expect(anonymous.url()).toContain("/sign-in");
  expect(anonymous.headers()["cross-origin-opener-policy"]).toBeUndefined();
});

test("a new member's overview offers the next steps; memberships are changed on their own page", async ({ page, baseURL }, info) => {
  await signedUp(page, info, baseURL!, "next-steps");
  await openDashboard(page, info);
  const brands = page.getByRole("region", { name: "Brands & Businesses" });
  await expect(brands).toContainText("You have not created a brand yet.");
  await expect(brands.getByRole("link", { name: "Create a brand" })).toHaveAttribute("href", "/dashboard/brands/new");
  const bookings = page.getByRole("region", { name: "Bookings" });
  await expect(bookings).toContainText("You have no bookings yet.");
  await expect(bookings.getByRole("link", { name: "Browse experiences" })).toHaveAttribute("href", "/experiences");
  await expectNoAxeViolations(page);

  await buyCreatorMembership(page, info);
  await openDashboard(page, info);
  const memberships = page.getByRole("region", { name: "Memberships" });
  await expect(memberships.getByRole("listitem", { name: "Creator membership" })).toContainText("Active");
  // Change, Pause and Cancel are not on the overview: it leads to them.
  await expect(memberships.getByRole("button")).toHaveCount(0);
  await expect(memberships.getByRole("combobox")).toHaveCount(0);
  await expect(memberships.getByRole("link", { name: "Cancel membership" })).toHaveCount(0);
  await memberships.getByRole("link", { name: "Change, pause or cancel a membership" }).click();
  await expect(page).toHaveURL("/dashboard/memberships");
  const creator = page.getByRole("region", { name: "Memberships" }).getByRole("listitem", { name: "Creator membership" });
  await expect(creator.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  await expect(creator.getByRole("link", { name: "Cancel membership" })).toBeVisible();
});

test("the section tabs are one row: it scrolls inside itself on a phone, and all of it shows at 1440 px", async ({ page, baseURL }, info) => {
  await signedUp(page, info, baseURL!, "tabs");
  const row = () =>
    page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("list").evaluate((list) => ({
      tops: new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().top))).size,
      scrolls: list.scrollWidth > list.clientWidth,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, info, "/people");
  expect(await row()).toEqual({ tops: 1, scrolls: true, pageOverflow: 0 });
  // With JavaScript the current section is brought into the row's view.
  if (javaScriptOn(info.project.name)) await expect(page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "People" })).toBeInViewport();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(row).toEqual({ tops: 1, scrolls: false, pageOverflow: 0 });
});

test("every section has its own page in the dashboard, marked in its navigation, with no axe violations", async ({ page, baseURL }, info) => {
  // axe (without JavaScript, in a sibling page) is slow on a busy machine.
  test.setTimeout(120_000);
  await signedUp(page, info, baseURL!, "sections");
  // [path, title, its link, its region, axe here (the other pages get it in the tests of their forms)]
  const sections = [
    ["/dashboard", "Dashboard", "Overview", "Your profile", false],
    ["/dashboard/profile", "Profile and preferences | Dashboard", "Profile", "Profile and preferences", false],
    ["/dashboard/email", "Email address | Dashboard", "Email", "Email address", false],
    ["/dashboard/password", "Change Password | Dashboard", "Password", "Change Password", false],
    ["/dashboard/memberships", "Memberships | Dashboard", "Memberships", "Memberships", false],
    ["/dashboard/balances", "Coins & Credits | Dashboard", "Coins & Credits", "Coins & Credits", true],
    ["/dashboard/brands", "Brands & Businesses | Dashboard", "Brands", "Brands & Businesses", true],
    ["/dashboard/notifications", "Notifications | Dashboard", "Notifications", "Notifications", false],
    ["/dashboard/people", "People | Dashboard", "People", "Following (0)", false],
  ] as const;
  for (const [path, title, link, region, axe] of sections) {
    await openDashboard(page, info, path.slice("/dashboard".length));
    await expect(page).toHaveTitle(`${title} | Foundry`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ada Lovelace");
    const nav = page.getByRole("navigation", { name: "Dashboard sections" });
    await expect(nav.getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole("region", { name: region })).toBeVisible();
    if (axe) await expectNoAxeViolations(page);
  }
  // The navigation leads from section to section.
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Coins & Credits" }).click();
  await expect(page).toHaveURL("/dashboard/balances");
  await expect(page.getByRole("region", { name: "Coins & Credits" }).getByRole("listitem")).not.toHaveCount(0);
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Brands" }).click();
  await expect(page).toHaveURL("/dashboard/brands");
  await expect(page.getByRole("region", { name: "Brands & Businesses" })).toContainText("You have not created a brand yet.");
});

test("profile and preferences: calls need a phone on file, and what is saved is there after a reload", async ({ page, baseURL }, info) => {
  const js = javaScriptOn(info.project.name);
  await signedUp(page, info, baseURL!, "profile");
  await openDashboard(page, info, "/profile");
  const profile = page.getByRole("region", { name: "Profile and preferences" });
  const save = profile.getByRole("button", { name: "Save profile" });
  const allowCalls = profile.getByLabel("Allow calls (only with a phone number on file)");
  const allowTexts = profile.getByLabel("Allow texts");
  const publicProfile = profile.getByLabel("Public profile");

  // What sign-up stored, shown in the dashboard's formats.
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  await expect(profile.getByLabel("Phone Number", { exact: true })).toHaveValue("(555) 123-4567");
  await expect(profile.getByLabel("Birthday")).toHaveValue("04/02/1990");
  await expect(profile.getByLabel("Postal Code")).toHaveValue("23220");
  await expect(allowTexts).not.toBeChecked();
  await expect(publicProfile).not.toBeChecked();
  // The box says what becoming public shows (and never shows), read with it by a screen reader.
  await expect(publicProfile).toHaveAccessibleDescription(
    "Signed-in members can find you and see your name, photo, follower counts and the brands you own. Never your email, phone, address or postal code.",
  );

  // Calls without a phone on file: refused, with what was typed kept.
  await profile.getByLabel("First Name").fill("Grace");
  await profile.getByLabel("Phone Number", { exact: true }).fill("");
  await allowCalls.check();
  await save.click();
  await expect(profile.getByRole("alert")).toHaveText("You can allow calls only with a phone number on file.");
  await expect(profile.getByLabel("First Name")).toHaveValue("Grace");
  await expect(allowCalls).toBeChecked();
  await expectNoAxeViolations(page);

  // With a phone: everything saved. Without JavaScript the server takes the separators a person types.
  await profile.getByLabel("First Name").fill("Grace");
  await profile.getByLabel("Last Name").fill("Hopper");
  await profile.getByLabel("Phone Number", { exact: true }).fill(js ? "5559876543" : "555-987-6543");
  if (js) await expect(profile.getByLabel("Phone Number", { exact: true })).toHaveValue("(555) 987-6543");
  await profile.getByLabel("Birthday").fill(js ? "12091906" : "12-09-1906");
  if (js) await expect(profile.getByLabel("Birthday")).toHaveValue("12/09/1906");
  await profile.getByLabel("Address", { exact: true }).fill("1 Analytical Way");
  await profile.getByLabel("Address line 2").fill("Suite 2");
  await profile.getByLabel("City").fill("Arlington");
  await profile.getByLabel("State").fill("VA");
  await profile.getByLabel("Postal Code").fill("22201");
  await allowCalls.check();
  await allowTexts.check();
  await publicProfile.check();
  const saving = js ? await holdNextRequest(page, "**/dashboard/profile.data*", "POST") : undefined;
  await save.click();
  if (saving) {
    await expect(profile.getByRole("button", { name: "Saving..." })).toBeDisabled();
    saving.release();
  }
  await expect(notice(page, "Your profile has been saved.")).toBeVisible();
  await expect(page).toHaveURL("/dashboard/profile");
  // The refusal before is gone with it.
  await expect(profile.getByRole("alert")).toHaveCount(0);

  await page.reload();
  await waitForHydration(page, info.project.name);
  await expect(page.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
  await expect(profile.getByLabel("First Name")).toHaveValue("Grace");
  await expect(profile.getByLabel("Last Name")).toHaveValue("Hopper");
  await expect(profile.getByLabel("Phone Number", { exact: true })).toHaveValue("(555) 987-6543");
  await expect(profile.getByLabel("Birthday")).toHaveValue("12/09/1906");
  await expect(profile.getByLabel("Address", { exact: true })).toHaveValue("1 Analytical Way");
  await expect(profile.getByLabel("Address line 2")).toHaveValue("Suite 2");
  await expect(profile.getByLabel("City")).toHaveValue("Arlington");
  await expect(profile.getByLabel("State")).toHaveValue("VA");
  await expect(profile.getByLabel("Postal Code")).toHaveValue("22201");
  await expect(profile.getByRole("definition")).toHaveText(["(555) 987-6543", "1 Analytical Way, Suite 2, Arlington, VA, 22201"]);
  await expect(allowCalls).toBeChecked();
  await expect(allowTexts).toBeChecked();
  await expect(publicProfile).toBeChecked();
  await expect(notice(page, "Your profile has been saved.")).toHaveCount(0);

  // Unchecking is saved too (an unchecked box sends nothing at all).
  await allowTexts.uncheck();
  await publicProfile.uncheck();
  await save.click();
  await expect(notice(page, "Your profile has been saved.")).toBeVisible();
  await page.reload();
  await expect(allowCalls).toBeChecked();
  await expect(allowTexts).not.toBeChecked();
  await expect(publicProfile).not.toBeChecked();
  await expect(profile.getByLabel("Phone Number", { exact: true })).toHaveValue("(555) 987-6543");
});

test("change password: checked, then the new one signs in and the old one no longer does", async ({ page, baseURL }, info) => {
  const email = await signedUp(page, info, baseURL!, "password");
  const next = "Changed2Pass";
  await openDashboard(page, info, "/password");
  const section = page.getByRole("region", { name: "Change Password" });
  const current = section.getByLabel("Current password");
  const fresh = section.getByLabel("New password", { exact: true });
  const retype = section.getByLabel("Retype new password");
  const change = section.getByRole("button", { name: "Change password" });

  if (javaScriptOn(info.project.name)) {
    // Each field's show/hide toggle switches that field, and only it, between masked and plain.
    await current.fill("Wrong1Pass");
    for (const field of [current, fresh, retype]) {
      const toggle = section.locator(`button[aria-controls="${await field.getAttribute("id")}"]`);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(field).toHaveAttribute("type", "text");
      for (const other of [current, fresh, retype].filter((f) => f !== field)) await expect(other).toHaveAttribute("type", "password");
      await toggle.click();
      await expect(field).toHaveAttribute("type", "password");
    }
  } else {
    // Without JavaScript there is no dead toggle: the fields simply stay masked.
    await expect(section.getByRole("button", { name: /password/i }).filter({ hasNotText: "Change password" })).toHaveCount(0);
    for (const field of [current, fresh, retype]) await expect(field).toHaveAttribute("type", "password");
  }

  await current.fill("Wrong1Pass");
  await fresh.fill(next);
  await retype.fill(next);
  await change.click();
  await expect(section.getByRole("alert")).toHaveText("Your current password is not correct.");
  await expectNoAxeViolations(page);

  await current.fill(PASSWORD);
  await fresh.fill(next);
  await retype.fill("Changed3Pass");
  await change.click();
  await expect(section.getByRole("alert")).toHaveText("Passwords do not match.");

  await current.fill(PASSWORD);
  await fresh.fill("weakpass");
  await retype.fill("weakpass");
  await change.click();
  await expect(section.getByRole("alert")).toHaveText("Password must be at least 8 characters and include at least one uppercase letter and one number.");

  await current.fill(PASSWORD);
  await fresh.fill(next);
  await retype.fill(next);
  const changingPassword = javaScriptOn(info.project.name) ? await holdNextRequest(page, "**/dashboard/password.data*", "POST") : undefined;
  await change.click();
  if (changingPassword) {
    await expect(section.getByRole("button", { name: "Changing Password..." })).toBeDisabled();
    changingPassword.release();
  }
  await expect(notice(page, "Your password has been changed.")).toBeVisible();
  // The refusals before are gone with it.
  await expect(section.getByRole("alert")).toHaveCount(0);
  // This session stays signed in.
  await expect(page).toHaveURL("/dashboard/password");

  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/sign-in");
  await waitForHydration(page, info.project.name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
  await page.getByLabel("Password", { exact: true }).fill(next);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
});

test("change email: the current password, then a code mailed to the new address; only that code confirms the change", async ({ page, baseURL }, info) => {
  const email = await signedUp(page, info, baseURL!, "email-old");
  const moved = `email-new-${uniqueTag(info)}@example.com`;
  await openDashboard(page, info, "/email");
  const section = page.getByRole("region", { name: "Email address" });
  await expect(section).toContainText(`Signed in as ${email}.`);
  const currentPassword = section.getByLabel("Current password");
  await expect(currentPassword).toHaveAttribute("autocomplete", "current-password");
  await expect(currentPassword).toHaveAttribute("type", "password");

  await section.getByLabel("New email address").fill("moved.example.com");
  await currentPassword.fill(PASSWORD);
  await section.getByRole("button", { name: "Send confirmation code" }).click();
  await expect(section.getByRole("alert")).toHaveText("Please enter a valid email address.");

  // Without the right current password no code is sent.
  await section.getByLabel("New email address").fill(moved);
  await currentPassword.fill("Wrong1Pass");
  await section.getByRole("button", { name: "Send confirmation code" }).click();
  await expect(section.getByRole("alert")).toHaveText("Your current password is not correct.");
  await expect(currentPassword).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByLabel(`Code sent to ${moved}`)).toHaveCount(0);

  await section.getByLabel("New email address").fill(moved);
  await currentPassword.fill(PASSWORD);
  const sendingCode = javaScriptOn(info.project.name) ? await holdNextRequest(page, "**/dashboard/email.data*", "POST") : undefined;
  await section.getByRole("button", { name: "Send confirmation code" }).click();
  if (sendingCode) {
    await expect(section.getByRole("button", { name: "Sending Code..." })).toBeDisabled();
    sendingCode.release();
  }
  await expect(notice(page, `We emailed a 6-digit code to ${moved}. Enter it to confirm the change.`)).toBeVisible();
  const codeField = section.getByLabel(`Code sent to ${moved}`);
  await expect(codeField).toBeVisible();
  // Nothing changes before the code is confirmed.
  await expect(section).toContainText(`Signed in as ${email}.`);

  const code = await codeFromOutbox(page, moved, "Confirm your new email address");
  const confirm = section.getByRole("button", { name: "Confirm new email" });
  await codeField.fill("12345");
  await confirm.click();
  await expect(section.getByRole("alert")).toHaveText("Please enter a valid 6-digit verification code.");
  await codeField.fill(code === "000000" ? "111111" : "000000");
  await confirm.click();
  await expect(section.getByRole("alert")).toHaveText("That verification code is not correct.");
  await expectNoAxeViolations(page);

  await codeField.fill(code);
  const confirming = javaScriptOn(info.project.name) ? await holdNextRequest(page, "**/dashboard/email/confirm.data*", "POST") : undefined;
  await confirm.click();
  if (confirming) {
    await expect(section.getByRole("button", { name: "Confirming..." })).toBeDisabled();
    // Only the form being sent says so.
    await expect(section.getByRole("button", { name: "Send confirmation code" })).toBeEnabled();
    confirming.release();
  }
  await expect(notice(page, "Your email address has been changed.")).toBeVisible();
  await expect(page).toHaveURL("/dashboard/email");
  // After a reload, the platform's own record says so.
  await page.reload();
  await expect(section).toContainText(`Signed in as ${moved}.`);
  await expect(section.getByLabel(/^Code sent to/)).toHaveCount(0);
  await expect(page.getByRole("main").getByText(moved, { exact: true }).first()).toBeVisible();
});

test("avatar: a real image is stored and shown; anything else is refused with a clear message", async ({ page, baseURL }, info) => {
  const js = javaScriptOn(info.project.name);
  await signedUp(page, info, baseURL!, "avatar");
  await openDashboard(page, info, "/profile");
  const profile = page.getByRole("region", { name: "Profile and preferences" });
  const picture = profile.getByLabel("Profile picture");
  const upload = profile.getByRole("button", { name: "Upload picture" });
  const avatar = page.getByRole("main").locator('img[src*="/files/avatars/"]');
  await expect(avatar).toHaveCount(0);

  await upload.click();
  await expect(profile.getByRole("alert")).toHaveText("Please choose an image.");

  await picture.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("These are my notes, not a picture.\n") });
  await upload.click();
  await expect(profile.getByRole("alert")).toHaveText("The image must be a PNG, JPEG, WebP or GIF file.");
  await expect(picture).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  // The type is read from the bytes, not from the name.
  await picture.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("GIF? PNG? Neither.") });
  await upload.click();
  await expect(profile.getByRole("alert")).toHaveText("The image must be a PNG, JPEG, WebP or GIF file.");
  await expect(avatar).toHaveCount(0);

  const png = tinyPng();
  await picture.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const uploading = js ? await holdNextRequest(page, "**/dashboard/profile/avatar.data*", "POST") : undefined;
  await upload.click();
  if (uploading) {
    await expect(profile.getByRole("button", { name: "Uploading…" })).toBeDisabled();
    // Only the form being sent says so: the profile form's button is untouched.
    await expect(profile.getByRole("button", { name: "Save profile" })).toBeEnabled();
    uploading.release();
  }
  await expect(notice(page, "Your picture has been updated.")).toBeVisible();
  await expect(page).toHaveURL("/dashboard/profile");
  await expect(avatar).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(avatar).toHaveCount(1);
  const src = await avatar.getAttribute("src");
  expect(src).toMatch(/^\/platform-api\/files\/avatars\/[0-9a-f-]{36}$/);
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  // Re-encoded without metadata (the same picture), with its own policy through the site's mount.
  const stored = await sharp(await image.body()).metadata();
  expect([stored.format, stored.width, stored.height]).toEqual(["png", 2, 2]);
  expect(image.headers()["content-security-policy"]).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
});

test("cancel membership asks first, then ends it at the end of the paid period; keeping it then renews it", async ({ page, baseURL }, info) => {
  await signedUp(page, info, baseURL!, "cancel");
  await buyCreatorMembership(page, info);

  await openDashboard(page, info, "/memberships");
  const memberships = page.getByRole("region", { name: "Memberships" });
  const creator = memberships.getByRole("listitem", { name: "Creator membership" });
  // Paid for a month: it renews then (the day, in words).
  const renewsOn = creator.getByText(/^Renews on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(renewsOn).toBeVisible();
  const day = (await renewsOn.textContent())!.replace("Renews on ", "");
  const question = `Cancel your Creator membership? It stays active until ${day}, then ends.`;
  await expect(creator).toContainText("Active");

  // The first step only asks.
  await memberships.getByRole("link", { name: "Cancel membership" }).click();
  await expect(page).toHaveURL(/\/dashboard\/memberships\/cancel\?plan=[0-9a-f-]{36}$/);
  await expect(creator.getByText(question)).toBeVisible();
  await expectNoAxeViolations(page);

  // Keep it: nothing changed, even after a reload.
  await creator.getByRole("link", { name: "Keep membership" }).click();
  await expect(page).toHaveURL(/\/dashboard\/memberships$/);
  await expect(page.getByText(question)).toHaveCount(0);
  await expect(creator).toContainText("Active");
  await page.reload();
  await expect(creator).toContainText(`Renews on ${day}`);

  // Ask again and confirm: cancelled, and still held until the end of the period paid for.
  await memberships.getByRole("link", { name: "Cancel membership" }).click();
  await expect(creator.getByText(question)).toBeVisible();
  await waitForHydration(page, info.project.name);
  const cancelling = javaScriptOn(info.project.name) ? await holdNextRequest(page, "**/dashboard/memberships/cancel.data*", "POST") : undefined;
  await creator.getByRole("button", { name: "Yes, cancel membership" }).click();
  if (cancelling) {
    await expect(creator.getByRole("button", { name: "Cancelling..." })).toBeDisabled();
    cancelling.release();
  }
  await expect(notice(page, "Your membership has been cancelled. It stays active until the end of the period you paid for.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/memberships$/);
  await expect(creator).toContainText(`Ends on ${day}`);
  await expect(creator.getByText(/^Renews on/)).toHaveCount(0);
  await expect(memberships.getByRole("link", { name: "Cancel membership" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(creator).toContainText(`Ends on ${day}`);

  // Kept after all: it renews again.
  await waitForHydration(page, info.project.name);
  await creator.getByRole("button", { name: "Keep membership" }).click();
  await expect(notice(page, "You keep your Creator membership.")).toBeVisible();
  await expect(creator).toContainText(`Renews on ${day}`);
  await expect(memberships.getByRole("link", { name: "Cancel membership" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("pause for some months, unpause, change the plan: each said, and each there after a reload", async ({ page, baseURL }, info) => {
  const js = javaScriptOn(info.project.name);
  await signedUp(page, info, baseURL!, "pause");
  await buyCreatorMembership(page, info);

  await openDashboard(page, info, "/memberships");
  const memberships = page.getByRole("region", { name: "Memberships" });
  const creator = memberships.getByRole("listitem", { name: "Creator membership" });
  await expect(creator).toContainText("Active");

  // Paused for 3 months: said, and the membership says until when.
  await creator.getByLabel("Pause for").selectOption("3");
  const pausing = js ? await holdNextRequest(page, "**/dashboard/memberships/pause.data*", "POST") : undefined;
  await creator.getByRole("button", { name: "Pause", exact: true }).click();
  if (pausing) {
    await expect(creator.getByRole("button", { name: "Pausing..." })).toBeDisabled();
    // Only the form being sent says so.
    await expect(creator.getByRole("button", { name: "Change", exact: true })).toBeEnabled();
    pausing.release();
  }
  await expect(notice(page, "Your membership is paused for 3 months.")).toBeVisible();
  await expect(page).toHaveURL("/dashboard/memberships");
  await expect(creator).toContainText(/Paused\s*until \w+ \d{1,2}, \d{4}/);
  await page.reload();
  await expect(creator).toContainText("Paused");
  await expectNoAxeViolations(page);

  // Unpaused: active again. (The reloaded page hydrates at the visitor's first move.)
  await waitForHydration(page, info.project.name);
  const resuming = js ? await holdNextRequest(page, "**/dashboard/memberships/unpause.data*", "POST") : undefined;
  await creator.getByRole("button", { name: "Unpause" }).click();
  if (resuming) {
    await expect(creator.getByRole("button", { name: "Resuming..." })).toBeDisabled();
    resuming.release();
  }
  await expect(notice(page, "Your membership is active again.")).toBeVisible();
  await expect(creator).toContainText("Active");

  // A change needs a plan chosen.
  await creator.getByRole("button", { name: "Change", exact: true }).click();
  await expect(creator.getByRole("alert")).toHaveText("Please select a membership level.");
  await expect(creator.getByLabel("Change to")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  // A pricier plan is paid for first: the change goes to the hosted checkout.
  const alliance = await creator.getByLabel("Change to").locator("option", { hasText: "Alliance" }).getAttribute("value");
  await creator.getByLabel("Change to").selectOption(alliance!);
  const changingPlan = js ? await holdNextRequest(page, "**/dashboard/memberships/change.data*", "POST") : undefined;
  await creator.getByRole("button", { name: "Change", exact: true }).click();
  if (changingPlan) {
    await expect(creator.getByRole("button", { name: "Changing Plan..." })).toBeDisabled();
    changingPlan.release();
  }
  await expect(page).toHaveURL(/\/platform-api\/checkout\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: /^Pay .* \(demo\)$/ }).click();
  await expect(page.getByText("You now have a Alliance level membership")).toBeVisible();
  await openDashboard(page, info, "/memberships");
  const allianceItem = memberships.getByRole("listitem", { name: "Alliance membership" });
  await expect(allianceItem).toContainText("Active");
  await expect(creator).toHaveCount(0);

  // A cheaper one starts when the paid period ends: said, and shown with its date until then.
  const cheaper = await allianceItem.getByLabel("Change to").locator("option", { hasText: "Creator" }).getAttribute("value");
  await allianceItem.getByLabel("Change to").selectOption(cheaper!);
  await allianceItem.getByRole("button", { name: "Change", exact: true }).click();
  await expect(notice(page, "Your membership changes to Creator at the end of the period you paid for.")).toBeVisible();
  await page.reload();
  await expect(allianceItem).toContainText("Active");
  await expect(allianceItem).toContainText(/Changes to Creator on \w+ \d{1,2}, \d{4}\./);
});
