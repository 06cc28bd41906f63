/**
 * One link rule for brand pages: what the platform stores in a block's image_url and action_link
 * and what the site's Markdown renderer makes a link of. An absolute http(s) URL, or a path on the
 * site (`/…` but not `//…`, which is another host); never `javascript:`, `data:` or the like.
 */
export function isSafeLink(value: string): boolean {
  if (/[\u0000-\u001f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}
