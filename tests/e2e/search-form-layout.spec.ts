/*
 * The /experiences search form's place filter, JavaScript on and off: "Within" sits level with
 * "Near" on a desktop (its input and the select on one line) and stacks under it, as wide, on a
 * phone, with no sideways scroll.
 */
import { mkdirSync } from "node:fs";
import { expect, test, waitForHydration } from "../support/fixtures";

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`"Within" beside "Near" on a wide screen, under it on a phone (${width} px)`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    await page.goto("/experiences");
    await waitForHydration(page, info.project.name);
    await page.getByText("Filters", { exact: true }).click();
    const near = page.getByLabel("Near", { exact: true });
    const within = page.getByLabel("Within", { exact: true });
    await expect(near).toBeVisible();
    await expect(near).toHaveAccessibleDescription("A town or city, like Portland, OR");
    const folder = process.env.SHOTS_DIR;
    if (folder) {
      mkdirSync(folder, { recursive: true });
      await page.getByRole("search", { name: "Experiences" }).screenshot({ path: `${folder}/search-${info.project.name}-${width}.png` });
    }
    const [n, w] = [(await near.boundingBox())!, (await within.boundingBox())!];
    if (width >= 1024) {
      expect(Math.abs(n.y - w.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(n.height - w.height)).toBeLessThanOrEqual(1);
      expect(w.x).toBeGreaterThan(n.x + n.width);
    } else {
      expect(w.y).toBeGreaterThan(n.y + n.height);
      expect(Math.abs(n.x - w.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(n.width - w.width)).toBeLessThanOrEqual(1);
    }
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll).toBeLessThanOrEqual(inner);
  });
}
