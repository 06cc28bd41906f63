import { requestIdFrom } from "../../../observability/log";
import { REQUEST_ID_HEADER } from "#contract/request-id";
import { createHash, randomBytes } from "node:crypto";
import { config, type Config } from "~/.server/config";
import { checkoutOriginsOf } from "#contract/payments";
import { appCss } from "~/ui/app-style";

/** The stylesheet inlined in every page's head (ui/app-style.tsx), allowed by its hash alone. */
export const appStyleSource = `'sha256-${createHash("sha256").update(appCss).digest("base64")}'`;

/**
 * Where a form POST may end up: this site, plus a hosted platform's origin and CHECKOUT_ORIGINS
 * (say a payment provider), because form-action also governs redirects after a POST and the
 * membership checkout redirects (303) to the hosted checkout URL the platform returns; with the
 * embedded platform on Stripe, Stripe's checkout and invoice pages (or STRIPE_API_BASE's, a test double's).
 */
export function formActionSources(settings: Pick<Config, "PLATFORM_API_URL" | "CHECKOUT_ORIGINS"> & Partial<Pick<Config, "payments">>): string[] {
  const provider = settings.payments ? checkoutOriginsOf(settings.payments) : [];
  const origins = [...(settings.PLATFORM_API_URL ? [new URL(settings.PLATFORM_API_URL).origin] : []), ...provider, ...settings.CHECKOUT_ORIGINS];
  return ["'self'", ...new Set(origins)];
}

const formTargets = formActionSources(config);

const staticPolicy = contentSecurityPolicy(null, { dev: false });

/** A fresh CSP nonce per request: scripts run only when React Router rendered them. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy; without a nonce (a page with no scripts of its own) no inline script runs at all.
 * `webAssembly`: the page may compile WebAssembly ('wasm-unsafe-eval', which allows no JavaScript
 * eval): only a route that asks for it (compilesWebAssemblyContext), never site-wide.
 */
export function contentSecurityPolicy(
  nonce: string | null,
  {
    dev,
    formAction = formTargets,
    webAssembly = false,
    scriptHashes = [],
  }: { dev: boolean; formAction?: string[]; webAssembly?: boolean; scriptHashes?: readonly string[] },
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes, ...(webAssembly ? ["'wasm-unsafe-eval'"] : [])],
    // In development Vite injects styles inline; a hash would disable its 'unsafe-inline'.
    "style-src": dev ? ["'self'"] : ["'self'", appStyleSource],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
    "form-action": formAction,
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  if (dev) directives["style-src"]!.push("'unsafe-inline'"); // Vite injects styles in development
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A document kept for every anonymous visitor (a page of `visitorsCopyPage`) cannot carry a nonce:
 * everyone sent the copy would share it. It is rendered with `copyNonce` (random, this process's
 * own, never sent), and here each script that carries it loses it and is allowed by the hash of
 * its text instead. A script without it (one that got into the HTML some other way) stays
 * forbidden, as a nonce would have kept it.
 */
export const copyNonce = randomBytes(16).toString("base64");

export function withScriptHashes(html: string, { dev }: { dev: boolean }): { html: string; policy: string } {
  const mark = ` nonce="${copyNonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (attributes!.includes(mark)) hashes.add(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
  }
  return { html: html.replaceAll(mark, ""), policy: contentSecurityPolicy(null, { dev, scriptHashes: [...hashes] }) };
}

/**
 * The site's headers. `keepOwnPolicy`: a response that brings a Content-Security-Policy (or a Permissions-Policy) of its
 * own keeps it. Only files the embedded platform serves through /platform-api do (avatars: an
 * image and nothing else, stricter than any page's), and the door check-in's Permissions-Policy
 * (the camera, for itself); no other page sets one.
 *
 * `signedIn`: the answer is a member's. Only then does it carry Cross-Origin-Opener-Policy, which
 * keeps another site that opened the page (or that it opened) from holding a handle on its window:
 * what a member's page shows is theirs. An anonymous page shows anyone the same, and the header
 * costs its first visit a browsing context of its own: Chrome then renders it in a fresh process
 * (Android isolates sites that send it). Measured on /tos's own bytes, 6 Lighthouse runs each
 * (mobile, simulated throttling): TBT 5-130 ms and scores 99-100 without it, 152-754 ms and 82-98
 * with it. Framing stays refused for every page (frame-ancestors, X-Frame-Options).
 */
/** No page uses the camera, microphone, location or Payment Request, unless its route says otherwise. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=()";

export function applySecurityHeaders(
  headers: Headers,
  nonce: string | null,
  { dev, keepOwnPolicy = false, signedIn = false, webAssembly = false }: { dev: boolean; keepOwnPolicy?: boolean; signedIn?: boolean; webAssembly?: boolean },
) {
  if (!(keepOwnPolicy && headers.has("Content-Security-Policy"))) {
    headers.set("Content-Security-Policy", nonce || dev || webAssembly ? contentSecurityPolicy(nonce, { dev, webAssembly }) : staticPolicy);
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  if (signedIn) headers.set("Cross-Origin-Opener-Policy", "same-origin");
  // A route that needs one of these (the door check-in's camera) sends its own, narrower policy.
  if (!(keepOwnPolicy && headers.has("Permissions-Policy"))) headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  if (!dev) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/**
 * Cross-site request forgery defence for every non-GET request: a browser always sends
 * Origin (or at least Sec-Fetch-Site) on a cross-site POST, so a mismatch is refused.
 * Hosts are compared, not schemes, so a TLS-terminating proxy in front does not break forms.
 */
export function isSameOriginRequest(request: Request): boolean {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return true;
  const host = new URL(request.url).host;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") {
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  if (origin === "null") return false;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}

/** Reuse a proxy's request id when it looks like one (#contract/request-id), otherwise mint one. */
export function requestIdFor(request: Request): string {
  return requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
}
