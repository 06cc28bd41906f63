/**
 * The API reference (marketing-site §7: the sandbox dialog's "SDK docs" link opens it in a new
 * tab): server-rendered from the contract, readable without JavaScript, with axe. Its index links
 * every operation of the OpenAPI document it offers for download to its area's page, which shows
 * each with its parameters, body, answer and refusals; the document is the one the platform's
 * contract generates.
 */
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

type Document = { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };

test("lists every operation of the OpenAPI document, with what each reads, answers and refuses", async ({ page, request }) => {
  const download = await request.get("/api-reference/openapi.json");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toMatch(/^application\/json/);
  const document = (await download.json()) as Document;
  expect(document.openapi).toBe("3.1.0");
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), id: operation.operationId })),
  );
  expect(operations.length).toBeGreaterThan(0);

  const response = await page.goto("/api-reference");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download the OpenAPI document" })).toHaveAttribute("href", "/api-reference/openapi.json");
  // The index names every call and links it to its area's page, where it is described whole.
  const contents = page.getByRole("navigation", { name: "Contents" });
  const byArea = new Map<string, typeof operations>();
  for (const operation of operations) {
    const link = contents.getByRole("link", { name: `${operation.method} ${operation.path}`, exact: true });
    await expect(link).toHaveAttribute("href", new RegExp(`^/api-reference/[a-z-]+#op-${operation.id}$`));
    const area = (await link.getAttribute("href"))!.split("#")[0]!;
    byArea.set(area, [...(byArea.get(area) ?? []), operation]);
  }
  await expectNoAxeViolations(page);

  for (const [area, held] of byArea) {
    expect((await page.goto(area))?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Every area of the API" })).toHaveAttribute("href", "/api-reference");
    const areaContents = page.getByRole("navigation", { name: "Contents" });
    for (const operation of held) {
      const article = page.locator(`article#op-${operation.id}`);
      await expect(article.getByRole("heading", { level: 3 })).toContainText(`${operation.method} ${operation.path}`);
      await expect(areaContents.getByRole("link", { name: `${operation.method} ${operation.path}`, exact: true })).toHaveAttribute("href", `#op-${operation.id}`);
    }
  }

  await page.goto("/api-reference/forms");
  // One call read whole: the contact form's, as marketing-site §7 gives it.
  const contact = page.locator("article#op-sendContactMessage");
  await expect(contact.getByText("An API credential (X-Api-Username and X-Api-Key).")).toBeVisible();
  const body = contact.getByRole("table", { name: "Body (application/json) of POST /{name}/contact" });
  for (const field of ["name", "email", "message"]) await expect(body.getByRole("rowheader", { name: field, exact: true })).toBeVisible();
  await expect(body.getByRole("row", { name: /message/ })).toContainText("1 to 5000 characters.");
  await expect(contact.getByText("Answer 201")).toBeVisible();
  await expect(contact.getByRole("link", { name: "ContactMessage" })).toHaveAttribute("href", "#shape-ContactMessage");
  const shape = page.getByRole("table", { name: "ContactMessage", exact: true });
  for (const field of ["id", "name", "email", "message", "time_created"]) await expect(shape.getByRole("rowheader", { name: field, exact: true })).toBeVisible();
  await expect(contact.getByRole("listitem").filter({ hasText: "400 invalid_request" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("answers 404 for an area the API does not have", async ({ request }) => {
  expect((await request.get("/api-reference/no-such-area")).status()).toBe(404);
});

test("fits a 390 px wide screen: wide tables scroll in their own box, not the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/api-reference", "/api-reference/experiences"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
