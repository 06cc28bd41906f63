/**
 * Brand pages (platform/README.md "Brand pages"; spec platform-core §7): the public GET
 * /business/name/{username}/pages[?name=], and the owner's /account/business/pages calls.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Database } from "../../db/connect";
import { requireUser, type UserEnv } from "../../http/current-user";
import type { PlatformEnv } from "../../http/env";
import { allowOnly } from "../../http/methods";
import { API_BODY, booleanFlag, parseJsonBody, parseQuery, type BodyWording } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { blockChangesBody, blockOrderBody, newBlockBody, newPageBody, pageChangesBody, type BlockChanges } from "./body";
import { brandIdByUsername } from "../businesses";
import { addBlock, blockOf, blocksOf, changeBlock, changePage, createPage, ownedBrand, pageOf, pagesOf, reorderBlocks } from "./service";
import { toBlockWire, toPageDetailWire, toPageWire } from "./wire";

/** Block text may be long: up to 64 KB of JSON, worded as the account calls. */
const PAGE_BODY: BodyWording = { ...API_BODY, maxBytes: 64 * 1024 };
const publicQuery = z.object({ name: z.string().optional() }).strict();
const ownerQuery = z.object({ business: z.uuid({ error: "must be a brand id" }).optional(), all: booleanFlag.optional() }).strict();

/** Mounted at /business: anyone with API credentials reads a brand's unarchived pages. */
export function publicPageRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  routes.get("/name/:username/pages", async (c) => {
    const { name } = parseQuery(c, publicQuery);
    const businessId = await brandIdByUsername(db, c.req.param("username"));
    if (name === undefined) return c.json((await pagesOf(db, businessId, { archived: false })).map(toPageWire));
    const page = await pageOf(db, businessId, name, { archived: false });
    return c.json(toPageDetailWire(page, await blocksOf(db, page.id)));
  });
  allowOnly(routes, "/name/:username/pages", ["GET"]);
  return routes;
}

/** The wire's block fields as columns; only those given change. */
function blockColumns(input: BlockChanges) {
  const { content_type, image_url, action_text, action_link, block_meta, ...same } = input;
  const columns = { ...same, contentType: content_type, imageUrl: image_url, actionText: action_text, actionLink: action_link, meta: block_meta };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Mounted at /account/business/pages: the signed-in owner's pages of one brand (`?business=`). */
export function ownPageRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db } = accounts;
  const routes = new Hono<UserEnv>();
  routes.use("*", requireUser((token) => authenticate(accounts, token)));
  const brandOf = (c: Context<UserEnv>, business: string | undefined) => ownedBrand(db, c.get("userId"), business);
  const ownPage = async (c: Context<UserEnv>) => {
    const { business } = parseQuery(c, ownerQuery);
    return pageOf(db, await brandOf(c, business), c.req.param("name") ?? "", { archived: true });
  };
  const detail = async (page: Awaited<ReturnType<typeof ownPage>>) => toPageDetailWire(page, await blocksOf(db, page.id));

  routes.get("/", async (c) => {
    const { business, all } = parseQuery(c, ownerQuery);
    return c.json((await pagesOf(db, await brandOf(c, business), { archived: all ?? false })).map(toPageWire));
  });
  routes.post("/", async (c) => {
    const { business } = parseQuery(c, ownerQuery);
    const businessId = await brandOf(c, business);
    const input = await parseJsonBody(c, newPageBody, PAGE_BODY);
    const page = await createPage(db, businessId, { name: input.name, title: input.title, styles: input.page_styles ?? null, meta: input.page_meta ?? null });
    return c.json(toPageDetailWire(page, []), 201);
  });
  allowOnly(routes, "/", ["GET", "POST"]);

  routes.get("/:name", async (c) => c.json(await detail(await ownPage(c))));
  routes.put("/:name", async (c) => {
    const page = await ownPage(c);
    const { page_styles, page_meta, ...rest } = await parseJsonBody(c, pageChangesBody, PAGE_BODY);
    const changes = Object.fromEntries(Object.entries({ ...rest, styles: page_styles, meta: page_meta }).filter(([, v]) => v !== undefined));
    return c.json(await detail(await changePage(db, page, changes)));
  });
  routes.delete("/:name", async (c) => c.json(await detail(await changePage(db, await ownPage(c), { archived: true }))));
  allowOnly(routes, "/:name", ["GET", "PUT", "DELETE"]);

  routes.post("/:name/blocks", async (c) => {
    const page = await ownPage(c);
    const { block_type, ...fields } = await parseJsonBody(c, newBlockBody, PAGE_BODY);
    return c.json(toBlockWire(await addBlock(db, page.id, { blockType: block_type, ...blockColumns(fields) })), 201);
  });
  allowOnly(routes, "/:name/blocks", ["POST"]);
  // Before /:name/blocks/:id, which would take "order" for a block id.
  routes.put("/:name/blocks/order", async (c) => {
    const page = await ownPage(c);
    const { blocks } = await parseJsonBody(c, blockOrderBody, PAGE_BODY);
    await reorderBlocks(db, page.id, blocks);
    return c.json(await detail(await pageOf(db, page.businessId, page.name, { archived: true })));
  });
  allowOnly(routes, "/:name/blocks/order", ["PUT"]);
  routes.put("/:name/blocks/:id", async (c) => {
    const block = await blockOf(db, (await ownPage(c)).id, c.req.param("id"));
    const changes = blockColumns(await parseJsonBody(c, blockChangesBody, PAGE_BODY));
    return c.json(toBlockWire(await changeBlock(db, block, changes)));
  });
  routes.delete("/:name/blocks/:id", async (c) => {
    const block = await blockOf(db, (await ownPage(c)).id, c.req.param("id"));
    await changeBlock(db, block, { archived: true });
    return c.body(null, 204);
  });
  allowOnly(routes, "/:name/blocks/:id", ["PUT", "DELETE"]);
  return routes;
}
