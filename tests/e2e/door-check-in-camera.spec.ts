/*
 * Door check-in by camera (JavaScript only; without it the code is typed: door-check-in.spec.ts).
 * Chromium's fake camera plays a video of the guest's ticket QR code (generated here from the
 * code the buyer's page shows), the host presses "Scan with the camera", and the guest is checked
 * in with no typing. Debian's Chromium has no BarcodeDetector, so this is the barcode-detector
 * polyfill reading the frames: its code and its WebAssembly are fetched from this site only (never
 * a CDN), only on this screen and only once scanning starts, under this screen's own policies (the
 * camera, WebAssembly compilation). Without a camera, or with it refused, the host is told so and
 * types the code. The host's browsers are launched in the test with the suite's own Chromium
 * (playwright.config.ts) and the fake-camera flags each case needs.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, BrowserType, Page, TestInfo } from "@playwright/test";
import { postForm, signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { createExperience } from "./support/owner-experiences";
import { book, dateAhead, qrVideo } from "./support/door";

test.describe.configure({ timeout: 300_000 });

type Door = { path: string; codes: string[]; cookies: Awaited<ReturnType<BrowserContext["cookies"]>> };

/** A brand and an experience made by the host (in `host`), and two tickets booked by a member (in `page`): the door's address and the tickets' codes. */
async function doorWithTwoTickets(page: Page, host: Page, info: TestInfo, baseURL: string, tag: string): Promise<Door> {
  await signUp(page.request, baseURL, { email: `cam-member-${tag}@example.com`, firstName: "Cam", lastName: "Guest" });
  await signUp(host.request, baseURL, { email: `cam-owner-${tag}@example.com`, firstName: "Hugo" });
  const started = await postForm(host.request, baseURL, "/dashboard/brands/new", { name: `Camera Co ${tag}`, username: `c-${tag}` });
  const brandId = started.headers()["location"]!.split("/").pop()!;
  const experienceId = await createExperience(host, info.project.name, {
    brandId,
    name: `Night Market ${tag}`,
    category: "Outdoors & adventure",
    retailPrice: "40",
    maxGuests: "6",
    durationHours: "1",
    windows: [{ start: "09:00", end: "12:00", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] }],
  });
  // The guest's tickets: their codes, as the buyer's page shows them under the QR.
  const date = dateAhead(8);
  await book(page, info, experienceId, date);
  const shown = page.getByRole("region", { name: "Tickets" }).getByText(/^Door code [2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await expect(shown).toHaveCount(2);
  const codes = (await shown.allInnerTexts()).map((text) => text.match(/[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/)![0]);
  return { path: `/dashboard/brands/${brandId}/bookings/${experienceId}/${date}/check-in`, codes, cookies: await host.context().cookies() };
}

/** The host's page at the door in `browser`, signed in, hydrated. */
async function atTheDoor(browser: Browser, door: Door, baseURL: string, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(door.cookies);
  const host = await context.newPage();
  await host.goto(door.path);
  await waitForHydration(host, info.project.name);
  return host;
}

/** The suite's Chromium (playwright.config.ts), with these flags too. */
const launchWith = (chromium: BrowserType, info: TestInfo, args: string[]) => {
  const suite = info.project.use.launchOptions ?? {};
  return chromium.launch({ ...suite, args: [...(suite.args ?? []), ...args] });
};

const tagOf = (info: TestInfo) => uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");

test("the host scans a ticket's QR code with the camera and the guest is checked in", async ({ page, playwright, baseURL, browserName }, info) => {
  test.skip(!javaScriptOn(info.project.name), "the camera needs JavaScript; without it the code is typed");
  const setup = await launchWith(playwright.chromium, info, []);
  const door = await doorWithTwoTickets(page, await (await setup.newContext({ baseURL })).newPage(), info, baseURL!, tagOf(info));
  await setup.close();

  // The host at the door, with the fake camera playing the first ticket's QR code.
  const video = join(mkdtempSync(join(tmpdir(), "door-camera-")), "ticket.y4m");
  qrVideo(door.codes[0]!.replace("-", ""), video);
  const cameraBrowser = await launchWith(playwright.chromium, info, ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${video}`]);
  const context = await cameraBrowser.newContext({ baseURL });
  await context.addCookies(door.cookies);
  const host = await context.newPage();
  const fetched: string[] = [];
  host.on("request", (request) => fetched.push(request.url()));
  // Only this screen may use the camera and compile WebAssembly (the scanner's); every other page refuses both.
  const dashboard = (await host.goto("/dashboard"))!.headers();
  expect(dashboard["permissions-policy"]).toContain("camera=()");
  expect(dashboard["content-security-policy"]).not.toContain("wasm-unsafe-eval");
  const answer = (await host.goto(door.path))!.headers();
  expect(answer["permissions-policy"]).toContain("camera=(self)");
  expect(answer["content-security-policy"]).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  expect(answer["content-security-policy"]).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  await waitForHydration(host, info.project.name);
  await expect(host.getByText("Checked in 0 of 2 guests")).toBeVisible();

  // The fake camera plays the ticket's QR code: a frame of it, drawn, is dark and light modules (not Chromium's own test pattern).
  const camera = await host.evaluate(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    const video = document.createElement("video");
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [video.videoWidth, video.videoHeight];
    const drawing = canvas.getContext("2d")!;
    drawing.drawImage(video, 0, 0);
    const pixels = drawing.getImageData(0, 0, canvas.width, canvas.height).data;
    let [dark, light] = [0, 0];
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i]! < 60 && pixels[i + 1]! < 60 && pixels[i + 2]! < 60) dark += 1;
      else if (pixels[i]! > 200 && pixels[i + 1]! > 200 && pixels[i + 2]! > 200) light += 1;
    }
    stream.getTracks().forEach((track) => track.stop());
    return { size: [canvas.width, canvas.height], darkAndLight: (dark + light) / (pixels.length / 4), dark: dark / (pixels.length / 4) };
  });
  expect(camera.size, `${browserName}: the fake camera's frame`).toEqual([640, 480]);
  expect(camera.darkAndLight).toBeGreaterThan(0.95);
  expect(camera.dark).toBeGreaterThan(0.02); // about half of a 21-module code, 8 px a module, in 640×480

  // Nothing of the scanner is fetched before it is asked for.
  expect(fetched.filter((url) => /\.wasm$|qr-reader/.test(url))).toEqual([]);
  const wasm = host.waitForResponse((response) => response.url().endsWith(".wasm"));
  await host.getByRole("button", { name: "Scan with the camera" }).click();
  await expect(host.getByRole("status").filter({ hasText: "Checked in: Cam Guest, ticket 1 of 2." })).toBeVisible();
  await expect(host.getByText("Checked in 1 of 2 guests")).toBeVisible();
  // Its WebAssembly came from this site, as WebAssembly (a streaming compile needs the type), like everything else the page loaded.
  const served = await wasm;
  expect(new URL(served.url()).origin).toBe(new URL(baseURL!).origin);
  expect(served.headers()["content-type"]).toBe("application/wasm");
  expect(fetched.filter((url) => !url.startsWith(new URL(baseURL!).origin))).toEqual([]);
  await expect(host.getByRole("button", { name: "Scan with the camera" })).toBeVisible();
  await expectNoAxeViolations(host);
  await cameraBrowser.close();
});

test("without a camera, or with the camera refused, the host is told so and types the code", async ({ page, playwright, browser, baseURL }, info) => {
  test.skip(!javaScriptOn(info.project.name), "the camera needs JavaScript; without it the code is typed");
  // A camera the host refuses (Chromium's fake prompt answers "deny").
  const refusing = await launchWith(playwright.chromium, info, ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream=deny"]);
  const door = await doorWithTwoTickets(page, await (await refusing.newContext({ baseURL })).newPage(), info, baseURL!, tagOf(info));
  let host = await atTheDoor(refusing, door, baseURL!, info);
  await expect(host.getByRole("button", { name: "Scan with the camera" })).toBeVisible();
  await host.getByRole("button", { name: "Scan with the camera" }).click();
  await expect(host.getByRole("alert").filter({ hasText: "The camera is not allowed for this site. Allow it in the browser's settings, or type the ticket's code." })).toBeVisible();
  await expectNoAxeViolations(host);
  await host.getByLabel("Ticket code").fill(door.codes[0]!);
  await host.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(host.getByRole("status").filter({ hasText: "Checked in: Cam Guest, ticket 1 of 2." })).toBeVisible();
  await expect(host.getByText("Checked in 1 of 2 guests")).toBeVisible();
  await refusing.close();

  // No camera at all (the suite's browser has none), even with the permission given.
  host = await atTheDoor(browser, door, baseURL!, info);
  await host.context().grantPermissions(["camera"]);
  await host.getByRole("button", { name: "Scan with the camera" }).click();
  await expect(host.getByRole("alert").filter({ hasText: "No camera was found on this device. Type the ticket's code instead." })).toBeVisible();
  await host.getByLabel("Ticket code").fill(door.codes[1]!);
  await host.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(host.getByRole("status").filter({ hasText: "Checked in: Cam Guest, ticket 2 of 2." })).toBeVisible();
  await expect(host.getByText("Checked in 2 of 2 guests")).toBeVisible();
  await expectNoAxeViolations(host);
  await host.context().close();
});
