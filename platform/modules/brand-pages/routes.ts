/**
 * Brand pages (platform/README.md "Brand pages"; spec platform-core §7), served from their
 * endpoints (contract/api/brand-pages.ts): the public GET /business/name/{username}/pages[?name=],
 * and the owner's /account/business/pages calls.
 */
import { Hono, type Context } from "hono";
import * as contract from "#contract/api/brand-pages";
import type { BlockChanges } from "#contract/api/brand-pages";
import type { Database } from "../../db/connect";
import { requireUser, type UserEnv } from "../../http/current-user";
import type { PlatformEnv } from "../../http/env";
import { refuseOtherMethods, serve } from "../../http/serve";
import { API_BODY, type BodyWording } from "../../http/validation";
import { authenticate, type AccountServices } from "../accounts";
import { brandIdByUsername } from "../businesses";
import { addBlock, blockOf, blocksOf, changeBlock, changePage, createPage, ownedBrand, pageOf, pagesOf, reorderBlocks } from "./service";
import type { BrandPage } from "./schema";
import { toBlockWire, toPageDetailWire, toPageWire } from "./wire";
import { MAX_PAGE_IMAGE_BYTES } from "#contract/limits";
import { uploadLimit } from "../../http/body-limits";
import { invalidRequest } from "../../errors";
import { storedImage } from "../../http/uploaded-image";
import { PAGE_IMAGE_MESSAGES, pageImage, savePageImage } from "./images";

const IMAGE_UPLOAD = {
  messages: { notMultipart: PAGE_IMAGE_MESSAGES.missing, tooLarge: PAGE_IMAGE_MESSAGES.size, tooManyParts: PAGE_IMAGE_MESSAGES.missing, unreadable: PAGE_IMAGE_MESSAGES.missing },
};

/** Block text may be long: up to 64 KB of JSON, worded as the account calls. */
const PAGE_BODY: BodyWording = { ...API_BODY, maxBytes: contract.PAGE_BODY_MAX_BYTES };

/** Anyone with API credentials reads a brand's unarchived pages. */
export function publicPageRoutes({ db }: { db: Database }): Hono<PlatformEnv> {
  const routes = new Hono<PlatformEnv>();
  serve(routes, contract.listBrandPages, async ({ params, query }) => {
    const businessId = await brandIdByUsername(db, params.username);
    if (query.name === undefined) return (await pagesOf(db, businessId, { archived: false })).map(toPageWire);
    const page = await pageOf(db, businessId, query.name, { archived: false });
    return toPageDetailWire(page, await blocksOf(db, page.id));
  });
  refuseOtherMethods(routes, [contract.listBrandPages]);
  return routes;
}

/** The wire's block fields as columns; only those given change. */
function blockColumns(input: BlockChanges) {
  const { content_type, image_url, action_text, action_link, block_meta, ...same } = input;
  const columns = { ...same, contentType: content_type, imageUrl: image_url, actionText: action_text, actionLink: action_link, meta: block_meta };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** The signed-in owner's pages of one brand (`?business=`). */
export function ownPageRoutes(accounts: AccountServices): Hono<UserEnv> {
  const { db, publicUrl } = accounts;
  const routes = new Hono<UserEnv>();
  const signedIn = { use: [requireUser((token) => authenticate(accounts, token))] };
  const written = { ...signedIn, wording: PAGE_BODY };
  const brandOf = (c: Context<UserEnv>, business: string | undefined) => ownedBrand(db, c.get("userId"), business);
  const ownPage = async (c: Context<UserEnv>, business: string | undefined, name: string) => pageOf(db, await brandOf(c, business), name, { archived: true });
  const detail = async (page: BrandPage) => toPageDetailWire(page, await blocksOf(db, page.id));

  serve(routes, contract.listOwnPages, async ({ query }, c) => (await pagesOf(db, await brandOf(c, query.business), { archived: query.all ?? false })).map(toPageWire), signedIn);
  serve(
    routes,
    contract.createPage,
    async ({ query, body }, c) => {
      const businessId = await brandOf(c, query.business);
      const page = await createPage(db, businessId, { name: body.name, title: body.title, styles: body.page_styles ?? null, meta: body.page_meta ?? null });
      return toPageDetailWire(page, []);
    },
    written,
  );

  serve(routes, contract.getOwnPage, async ({ params, query }, c) => detail(await ownPage(c, query.business, params.name)), signedIn);
  serve(
    routes,
    contract.changePage,
    async ({ params, query, body }, c) => {
      const page = await ownPage(c, query.business, params.name);
      const { page_styles, page_meta, ...rest } = body;
      const changes = Object.fromEntries(Object.entries({ ...rest, styles: page_styles, meta: page_meta }).filter(([, v]) => v !== undefined));
      return detail(await changePage(db, page, changes));
    },
    written,
  );
  serve(routes, contract.archivePage, async ({ params, query }, c) => detail(await changePage(db, await ownPage(c, query.business, params.name), { archived: true })), signedIn);

  serve(
    routes,
    contract.addBlock,
    async ({ params, query, body }, c) => {
      const page = await ownPage(c, query.business, params.name);
      const { block_type, ...fields } = body;
      return toBlockWire(await addBlock(db, page.id, { blockType: block_type, ...blockColumns(fields) }));
    },
    written,
  );
  // Before /{name}/blocks/{id}, which would take "order" for a block id.
  serve(
    routes,
    contract.reorderBlocks,
    async ({ params, query, body }, c) => {
      const page = await ownPage(c, query.business, params.name);
      await reorderBlocks(db, page.id, body.blocks);
      return detail(await pageOf(db, page.businessId, page.name, { archived: true }));
    },
    written,
  );
  serve(
    routes,
    contract.changeBlock,
    async ({ params, query, body }, c) => {
      const block = await blockOf(db, (await ownPage(c, query.business, params.name)).id, params.id);
      return toBlockWire(await changeBlock(db, block, blockColumns(body)));
    },
    written,
  );
  serve(
    routes,
    contract.archiveBlock,
    async ({ params, query }, c) => {
      const block = await blockOf(db, (await ownPage(c, query.business, params.name)).id, params.id);
      await changeBlock(db, block, { archived: true });
      return undefined;
    },
    signedIn,
  );
  serve(
    routes,
    contract.uploadPageImage,
    async ({ params, query, file }, c) => {
      // Ownership first: a stranger learns nothing about the body's problems.
      const page = await ownPage(c, query.business, params.name);
      if (!file || file.size === 0) throw invalidRequest(PAGE_IMAGE_MESSAGES.missing);
      return savePageImage(db, page.businessId, Buffer.from(await file.arrayBuffer()), publicUrl);
    },
    { ...signedIn, use: [...signedIn.use, uploadLimit(MAX_PAGE_IMAGE_BYTES, PAGE_IMAGE_MESSAGES.size)], upload: IMAGE_UPLOAD },
  );
  refuseOtherMethods(routes, contract.brandPageEndpoints.slice(1));
  return routes;
}

/** Public: GET /files/brand-pages/{id}, a stored page image (ids never change content: cached forever). */
export function pageImageFileRoutes({ db }: { db: Database }): Hono {
  const routes = new Hono();
  routes.get("/brand-pages/:id", async (c) => storedImage(c, await pageImage(db, c.req.param("id"))));
  return routes;
}
