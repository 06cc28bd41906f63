/**
 * Found by search engines and in shared links: /sitemap.xml and /robots.txt, a favicon, and an
 * experience's link preview (og:image, absolute and fetchable) and schema.org Events in its head.
 * HTTP and the document's head only: the same with JavaScript off.
 */
import { expect, sameWithoutJavaScript, test } from "../support/fixtures";

test.beforeEach(() => sameWithoutJavaScript("HTTP only"));

test("the sitemap lists the public pages, the listed experiences and the demo brands' pages; robots.txt points to it", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(sitemap.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs).toContain(`${baseURL}/pricing`);
  expect(locs).toContain(`${baseURL}/b/lotusflow`);
  expect(locs.filter((loc) => loc.startsWith(`${baseURL}/experiences/`)).length).toBeGreaterThanOrEqual(62);
  const listed = locs.find((loc) => loc.startsWith(`${baseURL}/experiences/`))!;
  expect((await request.get(listed)).status()).toBe(200);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("a favicon answers at /favicon.ico and the head names the SVG one", async ({ request, page }) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/x-icon");
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO header
  await page.goto("/");
  await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/favicon.svg");
});

test("an experience's page has an absolute og:image of its cover and an Event per upcoming slot", async ({ page, request, baseURL }) => {
  await page.goto("/experiences?q=Handmade+Pasta");
  await page.getByRole("link", { name: "Handmade Pasta Night" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Handmade Pasta Night" })).toBeVisible();
  const head = page.locator("head");
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}/platform-assets/experiences/pasta.svg`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Handmade Pasta Night \| /);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", /Tagliatelle/);
  const image = await request.get((await head.locator('meta[property="og:image"]').getAttribute("content"))!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);

  const scripts = await head.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const events = JSON.parse(scripts[0]!) as Array<Record<string, any>>;
  expect(events.length).toBeGreaterThanOrEqual(2);
  for (const event of events) {
    expect(event["@context"]).toBe("https://schema.org");
    expect(event["@type"]).toBe("Event");
    expect(event.name).toBe("Handmade Pasta Night");
    expect(event.startDate).toMatch(/^\d{4}-\d\d-\d\dT18:00:00-0[56]:00$/);
    expect(Date.parse(event.endDate) - Date.parse(event.startDate)).toBe(3 * 3600_000);
    expect(event.location).toMatchObject({ "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Madison", addressRegion: "WI" } });
    expect(event.offers).toMatchObject({ "@type": "Offer", price: "95.00", priceCurrency: "USD", availability: "https://schema.org/InStock", url: page.url() });
    expect(event.organizer).toMatchObject({ name: "Copper Pot Cooking School", url: `${baseURL}/b/copperpot` });
    expect(event.image).toEqual([`${baseURL}/platform-assets/experiences/pasta.svg`]);
  }
});
