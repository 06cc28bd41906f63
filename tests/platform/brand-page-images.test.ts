/**
 * POST /account/business/pages/{name}/images: an image for a page's hero, image or gallery blocks,
 * stored re-encoded (WebP, at most 2000 px a side, no metadata) as covers are, answered with the URL
 * a block then holds; GET /files/brand-pages/{id} serves it. What is not an image (400), too big
 * (413) or another brand's page (404) is refused.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brand, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const PAGES = "/account/business/pages";

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Ada" } })
    .toBuffer();
}

function upload(bytes: Uint8Array, name = "hero.jpg") {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  return form;
}

describe.each(databaseTargets)("brand page images on $name", (target) => {
  const platform = usePlatform(target);

  async function ownerWithPage(label: string) {
    const who = await person(platform(), label);
    await brand(platform(), who.id);
    expect((await send(platform(), "POST", PAGES, { token: who.token, json: { name: "home", title: "Welcome" } })).status).toBe(201);
    return who;
  }

  it("stores a resized WebP without metadata and serves it at the URL a hero block then holds", async () => {
    const who = await ownerWithPage("owner");
    const original = await photo(4000, 2000);
    const answer = await send(platform(), "POST", `${PAGES}/home/images`, { token: who.token, multipart: upload(original) });
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(/\/files\/brand-pages\/[0-9a-f-]{36}$/);

    const served = await platform().fetch(new Request(`http://platform.test${answer.body.url.replace(/^.*(\/files\/)/, "$1")}`));
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/webp"]);
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.includes(Buffer.from("secret-owner"))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 2000, 1000, undefined]);

    const hero = await send(platform(), "POST", `${PAGES}/home/blocks`, { token: who.token, json: { block_type: "hero", title: "Hi", image_url: answer.body.url } });
    expect([hero.status, hero.body.image_url]).toEqual([201, answer.body.url]);
    const gallery = await send(platform(), "POST", `${PAGES}/home/blocks`, {
      token: who.token,
      json: { block_type: "gallery", block_meta: { images: [{ url: answer.body.url, alt: "The bay at dawn" }] } },
    });
    expect([gallery.status, gallery.body.block_meta]).toEqual([201, { images: [{ url: answer.body.url, alt: "The bay at dawn" }] }]);
  });

  it("refuses what is not an image (400), a file over 5 MB (413), no file (400) and another brand's page (404)", async () => {
    const who = await ownerWithPage("owner2");
    const post = (token: string, multipart: FormData) => send(platform(), "POST", `${PAGES}/home/images`, { token, multipart });

    const text = await post(who.token, upload(new TextEncoder().encode("<svg onload=alert(1)>"), "x.jpg"));
    expect([text.status, text.body.code, text.body.message]).toEqual([400, "invalid_request", 'Field "image": must be a PNG, JPEG, WebP or GIF image']);
    const huge = await post(who.token, upload(new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff)));
    expect([huge.status, huge.body.code]).toEqual([413, "payload_too_large"]);
    const empty = await post(who.token, new FormData());
    expect([empty.status, empty.body.message]).toEqual([400, 'Field "image": required: a multipart image file']);

    const rival = await person(platform(), "rival");
    await brand(platform(), rival.id);
    expect((await post(rival.token, upload(await photo(10, 10)))).status).toBe(404);
  });
});
