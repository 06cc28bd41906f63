/**
 * The one rule for every URL a person gives (a brand page's links and images, an experience's
 * images, a coin's logo, a brand's website) and for what the site's Markdown renderer makes a link
 * of: an absolute http(s) URL, or a path on the site (`/…` but not `//…`, which is another host);
 * never `javascript:`, `data:` or the like, never a backslash (browsers read `/\host` as `//host`)
 * or a control character (browsers strip tabs and line breaks, which turns `/\t/host` into `//host`).
 */
export const SAFE_LINK_RULE = "must be an http(s) URL or a path on the site starting with /";

/** A website of one's own is on another site: an absolute http(s) URL with a domain name. */
export const WEB_ADDRESS_RULE = "must be an http(s) URL such as https://example.com";

export function isSafeLink(value: string, { webAddress = false }: { webAddress?: boolean } = {}): boolean {
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !webAddress && !value.startsWith("//");
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return false;
    // "https:evil" parses as https://evil/: a scheme without its slashes is not what anyone meant.
    if (!/^https?:\/\//i.test(value) || url.hostname === "") return false;
    return !webAddress || url.hostname.includes(".");
  } catch {
    return false;
  }
}
