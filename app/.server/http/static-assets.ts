import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { type Answer, type PageAsk, askOf, preferredEncoding, toResponse } from "./page-cache";

/*
 * The build's hashed client assets, moved by scripts/precompress.ts to <build>/assets with .br and
 * .gz copies, served from memory: no compression work per request, and cached by browsers for a
 * year (a new build gives new names). Only files listed at start are served, so no request path
 * ever reaches the file system.
 */

type Asset = {
  type: string;
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
};

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".map": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".wasm": "application/wasm",
};

let assets: Map<string, Asset> | undefined;

/**
 * <build>/assets, next to <build>/server. This code runs from <build>/server/index.js or, once the
 * bundler splits the server build (code shared with the lazily loaded embedded platform), from a
 * chunk in <build>/server/assets/: the way up to <build>/server is searched, not assumed.
 */
function assetsDirectory(): string | null {
  if (!import.meta.env.PROD) return null; // Vite serves the sources in development
  let directory = dirname(fileURLToPath(import.meta.url));
  while (basename(directory) !== "server") {
    const parent = dirname(directory);
    if (parent === directory) return null;
    directory = parent;
  }
  const assets = join(directory, "..", "assets");
  return existsSync(assets) ? assets : null;
}

function load(): Map<string, Asset> {
  const found = new Map<string, Asset>();
  const directory = assetsDirectory();
  if (!directory) return found;
  for (const entry of readdirSync(directory, { recursive: true })) {
    const path = join(directory, String(entry));
    if (/\.(?:br|gz)$/.test(path) || !statSync(path).isFile()) continue;
    const read = (file: string) => (existsSync(file) ? new Uint8Array(readFileSync(file)) : undefined);
    const identity = new Uint8Array(readFileSync(path));
    const name = relative(directory, path).split(sep).join("/");
    found.set(name, {
      type: TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
      // The name already carries the content hash; the etag lets a revalidation end in 304.
      etag: `"${name}-${identity.byteLength}"`,
      identity,
      br: read(`${path}.br`),
      gzip: read(`${path}.gz`),
    });
  }
  return found;
}

/** The answer for /assets/<name>, or null when there is no such asset. */
export function assetResponse(name: string, request: Request): Response | null {
  const answer = assetAnswer(name, askOf(request));
  return answer && toResponse(answer);
}

export function assetAnswer(name: string, ask: Pick<PageAsk, "method" | "ifNoneMatch" | "acceptEncoding">): Answer | null {
  assets ??= load();
  const asset = assets.get(name);
  if (!asset) return null;
  const headers: Record<string, string> = {
    "Content-Type": asset.type,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: asset.etag,
    Vary: "Accept-Encoding",
  };
  if (ask.ifNoneMatch === asset.etag) return { status: 304, headers, body: null };
  const encoding = preferredEncoding(ask.acceptEncoding);
  let body = asset.identity;
  if (encoding === "br" && asset.br) {
    body = asset.br;
    headers["Content-Encoding"] = "br";
  } else if (encoding && asset.gzip) {
    body = asset.gzip;
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = String(body.byteLength);
  return { status: 200, headers, body: ask.method === "HEAD" ? null : body };
}
