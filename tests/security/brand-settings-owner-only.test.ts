/**
 * A brand's Settings (PUT /account/business/{id} and its /logo): only the member who owns the
 * brand may change it (another member, or an unknown id, is the same 404, and the brand stays as
 * it was); the username, which names its public pages, never changes; an uploaded logo is
 * re-encoded without its metadata (a phone photo's camera and GPS position) before it is served.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_LOGO_BYTES } from "#contract/limits";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const SPY = "SpyCam-9000";

function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: "#3a6" } })
    .jpeg()
    .withExif({
      IFD0: { Make: SPY, Model: SPY },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 3/1" },
    })
    .toBuffer();
}

const logoForm = (image: Buffer) => {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(image)], "logo.jpg", { type: "image/jpeg" }));
  return form;
};

describe.each(databaseTargets)("brand settings on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  async function ownerWithBrand(name: string) {
    const { access_token: token } = await signedUp(platform(), `${name}@example.com`);
    const started = await send(platform(), "POST", "/account/business/onboard", { token, json: { name: "Harbor Suppers", username: `${name}-brand` } });
    expect(started.body).toMatchObject({ name: "Harbor Suppers" });
    return { token, brand: started.body as { id: string; domain: string } };
  }

  it("lets the owner change the name, contact fields and colours, never the username", async () => {
    const { token, brand } = await ownerWithBrand("settings-owner");
    const body = { name: "Harbor Suppers & Co", city: "Madison", state: "WI", zipCode: "53703", phone: "+16085550100", website: "https://harbor.example.com", primaryColor: "#123ABC", secondaryColor: "#ffeedd" };
    const changed = await send(platform(), "PUT", `/account/business/${brand.id}`, { token, json: body });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: "Harbor Suppers & Co", domain: brand.domain, city: "Madison", phone: "+16085550100", theme: { primary: "#123abc", secondary: "#ffeedd" } });
    // A username in the body is refused, not applied.
    const renamed = await send(platform(), "PUT", `/account/business/${brand.id}`, { token, json: { ...body, username: "taken-over" } });
    expect(renamed.status).toBe(400);
    const mine = await send(platform(), "GET", "/account/business", { token });
    expect(mine.body[0]).toMatchObject({ name: "Harbor Suppers & Co", domain: brand.domain });
  });

  it("answers another member 404 for the brand and its logo, and leaves the brand as it was", async () => {
    const { token, brand } = await ownerWithBrand("settings-victim");
    const { access_token: stranger } = await signedUp(platform(), "settings-stranger@example.com");
    const changed = await send(platform(), "PUT", `/account/business/${brand.id}`, { token: stranger, json: { name: "Mine now" } });
    expect(changed.status).toBe(404);
    const logo = await send(platform(), "PUT", `/account/business/${brand.id}/logo`, { token: stranger, multipart: logoForm(await photoWithLocation()) });
    expect(logo.status).toBe(404);
    const unknown = await send(platform(), "PUT", "/account/business/not-an-id", { token: stranger, json: { name: "x" } });
    expect(unknown.status).toBe(404);
    const mine = await send(platform(), "GET", "/account/business", { token });
    expect(mine.body[0]).toMatchObject({ name: "Harbor Suppers", logo: null });
  });

  it("stores the logo re-encoded, without its EXIF, and serves it at the brand's logo URL", async () => {
    const { token, brand } = await ownerWithBrand("settings-logo");
    const photo = await photoWithLocation();
    expect(photo.includes(SPY)).toBe(true);
    const uploaded = await send(platform(), "PUT", `/account/business/${brand.id}/logo`, { token, multipart: logoForm(photo) });
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.logo as string;
    expect(url).toMatch(/\/files\/brands\/[0-9a-f-]{36}$/);
    const served = await platform().fetch(new Request(`http://platform.test${new URL(url, "http://platform.test").pathname.replace("/platform-api", "")}`));
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/png"]);
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(["png", 40, 20, undefined]);
    expect(bytes.includes(SPY)).toBe(false);

    // Not an image: refused at its field, the logo kept.
    const notes = new FormData();
    notes.set("image", new File([new Uint8Array(Buffer.from("not an image"))], "notes.png", { type: "image/png" }));
    const refused = await send(platform(), "PUT", `/account/business/${brand.id}/logo`, { token, multipart: notes });
    expect([refused.status, refused.body.field]).toEqual([400, "image"]);
    // Over 2 MB: refused before it is decoded, the logo kept.
    const huge = new FormData();
    huge.set("image", new File([new Uint8Array(MAX_LOGO_BYTES + 1)], "huge.png", { type: "image/png" }));
    const tooBig = await send(platform(), "PUT", `/account/business/${brand.id}/logo`, { token, multipart: huge });
    expect(tooBig.status).toBe(413);
    const mine = await send(platform(), "GET", "/account/business", { token });
    expect(mine.body[0].logo).toBe(url);
  });
});
