/* What the door check-in specs share: a date ahead, a booking through the site, a Y4M frame of a QR code for Chromium's fake camera. */
import { writeFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { encode } from "uqr";
import { expect, waitForHydration } from "../../support/fixtures";

export { dateAhead } from "./dates";
import { chooseSlot, payOnDemoPageAndOpenTickets } from "./booking";

/** Books 2 guests at 10:00 AM on `date` and pays on the demo page; answers the purchase's id. */
export async function book(page: Page, info: TestInfo, experienceId: string, date: string): Promise<string> {
  await page.goto(`/experiences/${experienceId}`);
  await waitForHydration(page, info.project.name);
  await chooseSlot(page, date, "10:00 AM");
  await page.locator("#book").getByLabel("Guests").fill("2");
  await page.getByRole("button", { name: "Book and pay" }).click();
  return payOnDemoPageAndOpenTickets(page, /^Pay \$40(\.00)? \(demo\)$/);
}

/**
 * A Y4M video (what --use-file-for-fake-video-capture plays, looping) of `text`'s QR code, black
 * on white, 8 pixels a module, centred in 640×480; 4:2:0 with grey chroma.
 */
export function qrVideo(text: string, path: string, frames = 10): void {
  const qr = encode(text, { border: 4 });
  const [width, height, scale] = [640, 480, 8];
  const side = qr.size * scale;
  const [left, top] = [(width - side) >> 1, (height - side) >> 1];
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) if (qr.data[Math.floor(y / scale)]![Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 16;
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(frames).fill(frame)]));
}
