/*
 * Public brand pages (platform-core §7, the owners' tools): a member starts a brand, builds pages through the platform's API
 * (the builder's screens have their own spec, brand-page-builder.spec.ts), and anyone sees /b/{username} (its "home" page) and
 * /b/{username}/{page} rendered from the blocks in order, Markdown as elements, no raw HTML, no
 * scripts; an unknown brand or page is a 404; the showcase links to the brand. JavaScript on and off.
 */
import type { APIRequestContext } from "@playwright/test";
import { PASSWORD, postForm, signUp } from "../support/accounts";
import { SITE_CREDENTIAL, uniqueTag } from "../support/embedded-api";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

test.describe.configure({ timeout: 240_000 });

const API = { "X-Api-Username": SITE_CREDENTIAL.username, "X-Api-Key": SITE_CREDENTIAL.key };

async function owner(request: APIRequestContext, origin: string, tag: string, username: string) {
  const email = `pages-${tag}@example.com`;
  await signUp(request, origin, { email });
  const started = await postForm(request, origin, "/dashboard/brands/new", { name: `Tide ${tag}`, username, primaryColor: "#123456" });
  expect(started.status(), "the brand is started").toBe(302);
  const login = await request.post("/platform-api/login", { headers: API, form: { username: email, password: PASSWORD } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  return async (method: "POST" | "PUT", path: string, data: unknown) => {
    const response = await request.fetch(`/platform-api/account/business/pages${path}`, { method, headers: { ...API, Authorization: `Bearer ${token}` }, data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as { id: string };
  };
}

test("a brand's pages render publicly from their blocks, in order, without scripts", async ({ page, baseURL }, info) => {
  const tag = uniqueTag(info).toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(-24);
  const username = `p-${tag}`;
  const api = await owner(page.request, baseURL!, tag, username);

  // Without a "home" page, /b/{username} lists the brand's pages.
  await api("POST", "", { name: "about", title: "About us" });
  const blocks = [
    { block_type: "hero", prefix: "Since 1999", title: "Paddle the bay" },
    { block_type: "text", title: "Our story", content: "We **love** the *water*.\n\n- kayaks\n- [boards](https://example.com/boards)\n\n[bad](javascript:alert(1)) <b>raw</b>", content_type: "text/markdown" },
    { block_type: "cta", title: "Ready?", action_text: "Browse experiences", action_link: "/experiences" },
    { block_type: "text", title: "Plain", content: "**not bold**" },
  ];
  const ids: string[] = [];
  for (const block of blocks) ids.push((await api("POST", "/about/blocks", block)).id);
  await api("PUT", "/about/blocks/order", { blocks: [ids[2], ids[0], ids[1], ids[3]] });

  await page.goto(`/b/${username}`);
  await expect(page.getByRole("heading", { level: 1, name: `Tide ${tag}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("main").getByRole("link", { name: "About us", exact: true }).click();

  await expect(page).toHaveURL(`/b/${username}/about`);
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Ready?", "Paddle the bay", "Our story", "Plain"]);
  const story = page.locator('[data-block="text"]').first();
  await expect(story.locator("strong")).toHaveText("love");
  await expect(story.locator("em")).toHaveText("water");
  await expect(story.getByRole("listitem")).toHaveText(["kayaks", "boards"]);
  await expect(story.getByRole("link", { name: "boards" })).toHaveAttribute("href", "https://example.com/boards");
  await expect(story.getByText("[bad](javascript:alert(1)) <b>raw</b>")).toBeVisible();
  await expect(story.locator("b")).toHaveCount(0);
  await expect(page.locator('[data-block="text"]').nth(1).getByText("**not bold**")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse experiences" })).toHaveAttribute("href", "/experiences");
  await expect(page.locator("script")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A page named "home" is the brand's home.
  await api("POST", "", { name: "home", title: "Welcome aboard" });
  await page.goto(`/b/${username}`);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome aboard" })).toBeVisible();

  for (const path of [`/b/${username}/nope`, `/b/nobody-${tag}`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expectNoAxeViolations(page);

  await page.goto(`/showcase?q=${encodeURIComponent(`Tide ${tag}`)}`);
  await expect(page.getByRole("link", { name: `Tide ${tag}` })).toHaveAttribute("href", `/b/${username}`);
});
