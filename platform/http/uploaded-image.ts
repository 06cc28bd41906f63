/**
 * The two ends of an uploaded image (avatars, experience covers, brand page images): the one `image` part of a
 * multipart PUT, and serving the stored, re-encoded file back. Kept together so every image the
 * platform serves gets the same headers.
 */
import type { Context } from "hono";
import { imageTypeOf } from "#contract/file-kinds";
import { invalidRequest, tooLarge, type FieldProblem } from "../errors";
import { loadSharp } from "../infra/sharp";

/** The policy of a served image: an image and nothing else, whatever the browser makes of the bytes. */
export const IMAGE_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The bytes of the request's `image` part; a 400 saying `missing` when there is none. */
export async function readImagePart(c: Context, missing: string | FieldProblem): Promise<Buffer> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw invalidRequest(missing);
  }
  const file = form.image;
  if (!(file instanceof File) || file.size === 0) throw invalidRequest(missing);
  return Buffer.from(await file.arrayBuffer());
}

/** A stored image; its id changes on every upload, so it caches forever. */
export function storedImage(c: Context, { contentType, data }: { contentType: string; data: Buffer | Uint8Array }): Response {
  return c.body(new Uint8Array(data), 200, {
    "Content-Type": contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": IMAGE_POLICY,
  });
}

/**
 * An upload kept as pixels only: PNG, JPEG, WebP or GIF by its bytes, re-encoded as WebP at most
 * `maxSide` pixels a side. Re-encoding drops EXIF (a phone's GPS position), XMP, ICC, comments and
 * whatever a crafted file hid after the image. Too big: 413; not an image or unreadable: 400.
 */
export async function reencodedImage(
  upload: Buffer,
  { maxBytes, maxSide, messages }: { maxBytes: number; maxSide: number; messages: { size: string; type: string | FieldProblem; unreadable: string | FieldProblem } },
): Promise<Buffer> {
  if (upload.byteLength > maxBytes) throw tooLarge(messages.size);
  if (!imageTypeOf(upload)) throw invalidRequest(messages.type);
  try {
    return await (await loadSharp())(upload, { limitInputPixels: 40_000_000 })
      .autoOrient()
      .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalidRequest(messages.unreadable);
  }
}
