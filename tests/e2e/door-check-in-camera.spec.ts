/*
 * Door check-in by camera (JavaScript only): Chromium's fake camera plays a video of the guest's
 * ticket QR code (generated here from the code the buyer's page shows), the host presses "Scan
 * with the camera", and the guest is checked in with no typing. The browser for the host is
 * launched in the test, after the code is known, with the fake-camera flags and the suite's own
 * Chromium (playwright.config.ts). Where the browser has no BarcodeDetector the screen offers no
 * scanning (the typed code stays the way in: door-check-in.spec.ts), and this test says so.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postForm, signUp } from "../support/accounts";
import { uniqueTag } from "../support/embedded-api";
import { expect, javaScriptOn, test, waitForHydration } from "../support/fixtures";
import { createExperience } from "./support/owner-experiences";
import { book, dateAhead, qrVideo } from "./support/door";

test.describe.configure({ timeout: 300_000 });

test("the host scans a ticket's QR code with the camera and the guest is checked in", async ({ page, playwright, baseURL, browserName }, info) => {
  test.skip(!javaScriptOn(info.project.name), "the camera needs JavaScript; without it the code is typed");
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-");
  await signUp(page.request, baseURL!, { email: `cam-member-${tag}@example.com`, firstName: "Cam", lastName: "Guest" });

  // The host's brand and experience, made through the host's own browser below.
  const video = join(mkdtempSync(join(tmpdir(), "door-camera-")), "ticket.y4m");
  const suite = info.project.use.launchOptions ?? {};
  let hostBrowser = await playwright.chromium.launch({ ...suite, args: [...(suite.args ?? [])] });
  let host = await (await hostBrowser.newContext({ baseURL })).newPage();
  await signUp(host.request, baseURL!, { email: `cam-owner-${tag}@example.com`, firstName: "Hugo" });
  const started = await postForm(host.request, baseURL!, "/dashboard/brands/new", { name: `Camera Co ${tag}`, username: `c-${tag}` });
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
  const cookies = await host.context().cookies();
  await hostBrowser.close();

  // The guest's ticket: its code, as the buyer's page shows it under the QR.
  const date = dateAhead(8);
  await book(page, info, experienceId, date);
  const shown = page.getByRole("region", { name: "Tickets" }).getByText(/^Door code [2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await expect(shown).toHaveCount(2);
  const code = (await shown.first().innerText()).match(/[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/)![0].replace("-", "");
  qrVideo(code, video);

  // The host at the door, with the fake camera playing the ticket's QR code.
  const cameraArgs = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${video}`];
  hostBrowser = await playwright.chromium.launch({ ...suite, args: [...(suite.args ?? []), ...cameraArgs] });
  const context = await hostBrowser.newContext({ baseURL });
  await context.addCookies(cookies);
  host = await context.newPage();
  // Only this screen may use the camera; every other page refuses it.
  expect((await host.goto("/dashboard"))!.headers()["permissions-policy"]).toContain("camera=()");
  const door = await host.goto(`/dashboard/brands/${brandId}/bookings/${experienceId}/${date}/check-in`);
  expect(door!.headers()["permissions-policy"]).toContain("camera=(self)");
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
    return { detector: "BarcodeDetector" in globalThis, size: [canvas.width, canvas.height], darkAndLight: (dark + light) / (pixels.length / 4), dark: dark / (pixels.length / 4) };
  });
  expect(camera.size, `${browserName}: the fake camera's frame`).toEqual([640, 480]);
  expect(camera.darkAndLight).toBeGreaterThan(0.95);
  expect(camera.dark).toBeGreaterThan(0.02); // about half of a 21-module code, 8 px a module, in 640×480
  test.skip(!camera.detector, "this Chromium has no BarcodeDetector (none on Linux) and the barcode-detector polyfill is not installed: scanning is not offered");
  await host.getByRole("button", { name: "Scan with the camera" }).click();
  await expect(host.getByRole("status").filter({ hasText: "Checked in: Cam Guest, ticket 1 of 2." })).toBeVisible();
  await expect(host.getByText("Checked in 1 of 2 guests")).toBeVisible();
  await hostBrowser.close();
});
