/* What the door check-in specs share: a date ahead, a booking through the site, a Y4M frame of a QR code for Chromium's fake camera. */
import { writeFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { encode } from "uqr";
import { expect, waitForHydration } from "../../support/fixtures";

export { dateAhead } from "./dates";

/** Books 2 guests at 10:00 AM on `date`, pays on the demo page and opens the tickets; answers the purchase's id. */
export async function book(page: Page, info: TestInfo, experienceId: string, date: string): Promise<string> {
  await page.goto(`/experiences/${experienceId}`);
  await waitForHydration(page, info.project.name);
  const form = page.locator("#book");
  await form.getByLabel("Date").fill(date);
  await form.getByLabel(/^Start time/).selectOption({ label: "10:00 AM" });
  await form.getByLabel("Guests").fill("2");
  await page.getByRole("button", { name: "Book and pay" }).click();
  await page.getByRole("button", { name: /^Pay \$40(\.00)? \(demo\)$/ }).click();
  // Paid: "You're booked" (the checkout's return), and the tickets one link away.
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await page.getByRole("link", { name: "View tickets" }).click();
  await expect(page).toHaveURL(/\/purchases\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
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
