/**
 * Pages with no interactive need (legal pages, about, careers, most marketing sections).
 *
 * A route says so with `export const handle = staticPage`. Then:
 * - its document ships no JavaScript at all: native elements and CSS do the dropdown, the menu
 *   and the accordions, and links are ordinary page loads (root.tsx leaves out the scripts);
 * - its anonymous HTML may be kept by the server and reused (app/.server/page-cache.ts), because
 *   it is the same for every visitor who is not signed in.
 * A hydrated page can still navigate to it on the client; only its own document has no scripts.
 */
export const staticPage = { staticPage: true } as const;

export function isStaticPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { staticPage?: unknown }).staticPage === true;
}

/** The page's own route decides: the deepest match. */
export function isStaticLeaf(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  return isStaticPage(matches.at(-1)?.handle);
}

/**
 * A static page that draws its own frame (a brand's public pages: the brand's header, its main and
 * a footer line): the root leaves out the site's header, main and footer.
 */
export const ownFramePage = { staticPage: true, ownFrame: true } as const;

export function isOwnFrameLeaf(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  const handle = matches.at(-1)?.handle;
  return typeof handle === "object" && handle !== null && (handle as { ownFrame?: unknown }).ownFrame === true;
}

/**
 * A hydrated page whose document is the same for every visitor who is not signed in, for one
 * address (path and query) and one time zone: the marketplace's lists. Its scripts are allowed by
 * their hashes rather than by a request's nonce (entry.server.tsx), so the server may keep the
 * anonymous document for a short while and send it again (app/.server/http/page-cache.ts). Only
 * for pages whose loaders read nothing else of the request: no client address, no host.
 */
export const visitorsCopyPage = { visitorsCopy: true } as const;

export function isVisitorsCopyLeaf(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  const handle = matches.at(-1)?.handle;
  return typeof handle === "object" && handle !== null && (handle as { visitorsCopy?: unknown }).visitorsCopy === true;
}
