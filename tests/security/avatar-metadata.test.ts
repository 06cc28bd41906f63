/**
 * Uploaded avatars kept their EXIF data (a phone photo says where it was taken,
 * and with what), served publicly to anyone with the URL; and the site's security middleware
 * replaced the avatar's own strict Content-Security-Policy with the site's page policy when the
 * image was served through the site's /platform-api mount. Now every avatar is re-encoded without
 * metadata before it is stored, and its own policy reaches the browser.
 */
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { requestMiddleware } from "~/.server/http/middleware";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const SPY = "SpyCam-9000";

/** A JPEG as a phone writes it: with the camera's make and the GPS position in its EXIF. */
function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: "#c33" } })
    .jpeg()
    .withExif({
      IFD0: { Make: SPY, Model: SPY },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 3/1" },
    })
    .toBuffer();
}

describe.each(databaseTargets)("avatar metadata on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  async function upload(image: Buffer, name: string) {
    const { access_token: token } = await signedUp(platform(), `face-${name}@example.com`);
    const form = new FormData();
    form.set("image", new File([new Uint8Array(image)], name, { type: "image/jpeg" }));
    const uploaded = await send(platform(), "PUT", "/account/my/avatar", { token, multipart: form });
    expect(uploaded.status).toBe(200);
    return new Request(`http://platform.test${uploaded.body.avatar_url.replace("/platform-api", "")}`);
  }

  it("stores and serves the image without its EXIF (camera, GPS position)", async () => {
    const photo = await photoWithLocation();
    // The test's own photo does carry them.
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(SPY)).toBe(true);

    const served = await platform().fetch(await upload(photo, "photo.jpg"));
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 24, 16]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes(SPY)).toBe(false);
  });

  it("serves it with its own strict policy, which the site's middleware keeps", async () => {
    const request = await upload(await photoWithLocation(), "policy.jpg");
    const policy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
    const direct = await platform().fetch(request);
    expect(direct.headers.get("content-security-policy")).toBe(policy);

    // As the site answers GET /platform-api/files/avatars/{id}: its middleware around the route.
    const site = new Request(`http://site.test/platform-api${new URL(request.url).pathname}`);
    const answered = (await requestMiddleware(
      { request: site, context: new RouterContextProvider(), params: {}, unstable_pattern: "/platform-api/*" } as never,
      async () => platform().fetch(request),
    )) as Response;
    expect(answered.headers.get("content-security-policy")).toBe(policy);
    // The site's other headers still apply.
    expect(answered.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
