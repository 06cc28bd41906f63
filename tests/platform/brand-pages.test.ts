/**
 * Brand pages: the public GET /business/name/{username}/pages[?name=] and the owner's
 * /account/business/pages calls (pages and blocks: create, edit, reorder, archive), on PGlite and
 * PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import type { Platform } from "../../platform/index";
import { brand, person, type Person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const PAGES = "/account/business/pages";

async function owner(platform: Platform) {
  const who = await person(platform, "owner");
  const business = await brand(platform, who.id);
  return { who, business };
}

async function pageWithBlocks(platform: Platform, who: Person, name = "home") {
  const created = await send(platform, "POST", PAGES, { token: who.token, json: { name, title: "Welcome", page_styles: { layout: "wide" } } });
  expect(created.status).toBe(201);
  const ids: string[] = [];
  for (const json of [
    { block_type: "hero", title: "Paddle with us", prefix: "Since 1999", image_url: "https://img.example/hero.webp", styles: { align: "center" } },
    { block_type: "text", content: "We **love** the bay.", content_type: "text/markdown" },
    { block_type: "cta", action_text: "Book now", action_link: "/experiences" },
  ]) {
    const block = await send(platform, "POST", `${PAGES}/${name}/blocks`, { token: who.token, json });
    expect(block.status).toBe(201);
    ids.push(block.body.id);
  }
  return ids;
}

describe.each(databaseTargets)("brand pages on $name", (target) => {
  const platform = usePlatform(target);

  it("shows a brand's pages publicly, blocks in order with every field, archived blocks and pages left out", async () => {
    const { who, business } = await owner(platform());
    const [hero, text, cta] = await pageWithBlocks(platform(), who);
    const reordered = await send(platform(), "PUT", `${PAGES}/home/blocks/order`, { token: who.token, json: { blocks: [cta, hero, text] } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.blocks.map((b: { id: string }) => b.id)).toEqual([cta, hero, text]);
    expect((await send(platform(), "DELETE", `${PAGES}/home/blocks/${text}`, { token: who.token })).status).toBe(204);
    await send(platform(), "POST", PAGES, { token: who.token, json: { name: "old", title: "Old" } });
    expect((await send(platform(), "DELETE", `${PAGES}/old`, { token: who.token })).body.archived).toBe(true);

    const list = await send(platform(), "GET", `/business/name/${business.domain}/pages`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ name: "home", title: "Welcome", business: { id: business.id }, time_created: expect.any(String), time_updated: expect.any(String) }),
    ]);
    const page = await send(platform(), "GET", `/business/name/${business.domain}/pages?name=home`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name: "home", page_styles: { layout: "wide" }, page_meta: null });
    expect(page.body.blocks).toEqual([
      expect.objectContaining({ id: cta, block_type: "cta", sort_index: 0, action_text: "Book now", action_link: "/experiences", content_type: "text/plain" }),
      {
        id: hero, block_type: "hero", sort_index: 1, title: "Paddle with us", prefix: "Since 1999", content: null, content_type: "text/plain",
        image_url: "https://img.example/hero.webp", action_text: null, action_link: null, styles: { align: "center" }, block_meta: null,
        time_created: expect.any(String), time_updated: expect.any(String),
      },
    ]);
    const archived = await send(platform(), "GET", `/business/name/${business.domain}/pages?name=old`);
    expect(archived.status).toBe(404);
  });

  it("answers 404 with the error shape for an unknown brand or page", async () => {
    const { business } = await owner(platform());
    expect(await send(platform(), "GET", "/business/name/nobody-here/pages")).toMatchObject({ status: 404, body: { code: "not_found", message: "No such brand." } });
    expect(await send(platform(), "GET", `/business/name/${business.domain}/pages?name=nope`)).toMatchObject({ status: 404, body: { code: "not_found", message: "No such page." } });
  });

  it("edits a page and a block, restores an archived page, and keeps names unique per brand", async () => {
    const { who } = await owner(platform());
    const [hero] = await pageWithBlocks(platform(), who);
    const edited = await send(platform(), "PUT", `${PAGES}/home`, { token: who.token, json: { title: "Hello", page_meta: { description: "Boats" } } });
    expect(edited.body).toMatchObject({ title: "Hello", page_meta: { description: "Boats" }, page_styles: { layout: "wide" } });
    const block = await send(platform(), "PUT", `${PAGES}/home/blocks/${hero}`, { token: who.token, json: { title: "Row with us", image_url: "" } });
    expect(block.body).toMatchObject({ title: "Row with us", image_url: null, prefix: "Since 1999" });
    expect(await send(platform(), "POST", PAGES, { token: who.token, json: { name: "HOME", title: "Again" } })).toMatchObject({
      status: 409, body: { code: "conflict", message: 'The brand already has a page named "home": choose another name.' },
    });
    await send(platform(), "DELETE", `${PAGES}/home`, { token: who.token });
    expect((await send(platform(), "GET", PAGES, { token: who.token })).body).toEqual([]);
    expect((await send(platform(), "GET", `${PAGES}?all=true`, { token: who.token })).body).toHaveLength(1);
    expect((await send(platform(), "PUT", `${PAGES}/home`, { token: who.token, json: { archived: false } })).body.archived).toBe(false);
    expect((await send(platform(), "GET", PAGES, { token: who.token })).body.map((p: { name: string }) => p.name)).toEqual(["home"]);
  });

  it("refuses unsafe links, unknown types and bad names with a field error", async () => {
    const { who } = await owner(platform());
    await pageWithBlocks(platform(), who);
    const link = 'must be an http(s) URL or a path on the site starting with /';
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [PAGES, { name: "has space", title: "x" }, 'Field "name": must be 1 to 64 letters, digits or hyphens'],
      [PAGES, { name: "ok", title: " " }, 'Field "title": must not be empty'],
      [`${PAGES}/home/blocks`, { block_type: "script" }, 'Field "block_type": must be one of hero, text, image, cta, gallery, experiences'],
      [`${PAGES}/home/blocks`, { block_type: "cta", action_link: "javascript:alert(1)" }, `Field "action_link": ${link}`],
      [`${PAGES}/home/blocks`, { block_type: "image", image_url: "data:image/png;base64,AAAA" }, `Field "image_url": ${link}`],
      [`${PAGES}/home/blocks`, { block_type: "cta", action_link: "//evil.example/x" }, `Field "action_link": ${link}`],
      [`${PAGES}/home/blocks`, { block_type: "gallery", block_meta: { images: [{ url: "javascript:x" }] } }, `Field "block_meta.images.0.url": ${link}`],
      [`${PAGES}/home/blocks`, { block_type: "text", content_type: "text/html" }, 'Field "content_type": must be "text/plain" or "text/markdown"'],
      [`${PAGES}/home/blocks`, { block_type: "text", title: "x".repeat(201) }, 'Field "title": must be at most 200 characters'],
    ];
    for (const [path, json, message] of cases) {
      const refused = await send(platform(), "POST", path, { token: who.token, json });
      expect(refused.status, message).toBe(400);
      expect(refused.body.message, message).toMatch(message);
    }
    const stored = await send(platform(), "POST", `${PAGES}/home/blocks`, { token: who.token, json: { block_type: "text", content: "<script>alert(1)</script>" } });
    expect(stored.body.content).toBe("<script>alert(1)</script>"); // text, never rendered as HTML by the site
  });

  it("refuses an order that is not exactly the page's blocks", async () => {
    const { who } = await owner(platform());
    const [a, b, c] = await pageWithBlocks(platform(), who);
    for (const blocks of [[a, b], [a, b, c, c], [a, b, "00000000-0000-4000-8000-000000000000"]]) {
      const refused = await send(platform(), "PUT", `${PAGES}/home/blocks/order`, { token: who.token, json: { blocks } });
      expect(refused).toMatchObject({ status: 400, body: { message: 'Field "blocks": must list every block of the page exactly once' } });
    }
  });

  it("asks which brand when the owner has several, and keeps their pages apart", async () => {
    const { who, business } = await owner(platform());
    const second = await brand(platform(), who.id);
    expect(await send(platform(), "GET", PAGES, { token: who.token })).toMatchObject({ status: 400, body: { message: 'Query parameter "business": required: you own several brands' } });
    expect((await send(platform(), "POST", `${PAGES}?business=${second.id}`, { token: who.token, json: { name: "home", title: "Second" } })).status).toBe(201);
    expect((await send(platform(), "GET", `${PAGES}?business=${business.id}`, { token: who.token })).body).toEqual([]);
    expect((await send(platform(), "GET", `/business/name/${second.domain}/pages?name=home`)).body.title).toBe("Second");
  });

  it("answers 404 to every owner call from another user, with or without a brand of their own", async () => {
    const { who, business } = await owner(platform());
    const [block] = await pageWithBlocks(platform(), who);
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ["GET", PAGES],
      ["POST", PAGES, { name: "mine", title: "Mine" }],
      ["GET", `${PAGES}/home`],
      ["PUT", `${PAGES}/home`, { title: "Taken over" }],
      ["DELETE", `${PAGES}/home`],
      ["POST", `${PAGES}/home/blocks`, { block_type: "text", content: "hi" }],
      ["PUT", `${PAGES}/home/blocks/order`, { blocks: [block] }],
      ["PUT", `${PAGES}/home/blocks/${block}`, { title: "x" }],
      ["DELETE", `${PAGES}/home/blocks/${block}`],
    ];
    const noBrand = await person(platform(), "stranger");
    const rival = await person(platform(), "rival");
    await brand(platform(), rival.id);
    for (const [method, path, json] of calls) {
      const withBusiness = `${path}?business=${business.id}`;
      expect((await send(platform(), method, path, { token: noBrand.token, json })).status, `${method} ${path} no brand`).toBe(404);
      expect((await send(platform(), method, withBusiness, { token: noBrand.token, json })).status, `${method} ${path} no brand, business`).toBe(404);
      expect((await send(platform(), method, withBusiness, { token: rival.token, json })).status, `${method} ${path} rival`).toBe(404);
      if (path !== PAGES) expect((await send(platform(), method, path, { token: rival.token, json })).status, `${method} ${path} rival, own brand`).toBe(404);
      expect((await send(platform(), method, path, { json })).status, `${method} ${path} signed out`).toBe(401);
    }
    const page = await send(platform(), "GET", `/business/name/${business.domain}/pages?name=home`);
    expect(page.body).toMatchObject({ title: "Welcome" });
    expect(page.body.blocks).toHaveLength(3);
  });
});
