/**
 * PUT /experiences/id/{id}/images/cover re-encodes (WebP, at most 1600 px a side, no
 * metadata), puts the cover first in `images`, replaces an earlier upload, refuses what is not an
 * image or too large, and only for the brand's owner. GET /files/experiences/{id} serves it.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brand, experience, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Ada" } })
    .toBuffer();
}

function upload(bytes: Uint8Array, name = "cover.jpg") {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  return form;
}

describe.each(databaseTargets)("experience cover image on $name", (target) => {
  const platform = usePlatform(target);

  it("stores a resized WebP without metadata as the first image, replacing an earlier upload", async () => {
    const owner = await person(platform(), "owner");
    const made = await experience(platform(), { businessId: (await brand(platform(), owner.id)).id, images: ["/platform-assets/experiences/water.svg"] });
    const original = await photo(3200, 2000);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const first = await send(platform(), "PUT", `/experiences/id/${made.id}/images/cover`, { token: owner.token, multipart: upload(original) });
    expect(first.status).toBe(200);
    const [cover, extra] = first.body.images as string[];
    expect(cover).toMatch(/\/files\/experiences\/[0-9a-f-]{36}$/);
    expect(extra).toBe("/platform-assets/experiences/water.svg");

    const served = await platform().fetch(new Request(`http://platform.test${cover!.replace(/^.*(\/files\/)/, "$1")}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const stored = Buffer.from(await served.arrayBuffer());
    expect(stored.includes(Buffer.from("secret-owner"))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 1600, 1000, undefined]);

    const second = await send(platform(), "PUT", `/experiences/id/${made.id}/images/cover`, { token: owner.token, multipart: upload(await photo(400, 300)) });
    expect(second.body.images).toHaveLength(2);
    expect(second.body.images[0]).not.toBe(cover);
    expect(second.body.images[1]).toBe("/platform-assets/experiences/water.svg");
    const gone = await platform().fetch(new Request(`http://platform.test${cover!.replace(/^.*(\/files\/)/, "$1")}`));
    expect(gone.status).toBe(404);
  });

  it("refuses what is not an image (400), a file over 5 MB (413), a missing field (400) and anyone but the owner (403)", async () => {
    const owner = await person(platform(), "owner");
    const made = await experience(platform(), { businessId: (await brand(platform(), owner.id)).id });
    const put = (token: string, multipart: FormData) => send(platform(), "PUT", `/experiences/id/${made.id}/images/cover`, { token, multipart });

    const text = await put(owner.token, upload(new TextEncoder().encode("<svg onload=alert(1)>"), "x.jpg"));
    expect([text.status, text.body.message]).toEqual([400, 'Field "image": must be a PNG, JPEG, WebP or GIF image']);
    const huge = await put(owner.token, upload(new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff)));
    expect([huge.status, huge.body.code]).toEqual([413, "payload_too_large"]);
    const empty = await put(owner.token, new FormData());
    expect([empty.status, empty.body.message]).toEqual([400, 'Field "image": required: a multipart image file']);

    const rival = await person(platform(), "rival");
    await brand(platform(), rival.id);
    const refused = await put(rival.token, upload(await photo(10, 10)));
    expect(refused.status).toBe(403);
    expect((await send(platform(), "GET", `/experiences/id/${made.id}`)).body.images).toEqual([]);
  });
});
