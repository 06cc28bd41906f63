/**
 * The two ends of an uploaded image (avatars, experience covers): the one `image` part of a
 * multipart PUT, and serving the stored, re-encoded file back. Kept together so every image the
 * platform serves gets the same headers.
 */
import type { Context } from "hono";
import { invalidRequest, type FieldProblem } from "../errors";

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
