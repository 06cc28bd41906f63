import type { Context } from "hono";
import { isClientAddress } from "#contract/client-address";
import type { CallingCredential } from "./env";

/**
 * Where a request came from, for the per-address limits (infra/rate-limit.ts): the address the
 * site reported in X-Client-Address (believed from a `site` credential only: anyone else could
 * name a new address per guess), else the peer address the server that received the request
 * passed in (the standalone platform: see `withPeerAddress`; the site's /platform-api mount);
 * null when neither is known or shaped like an IP address.
 */
export function clientAddress(c: Context): string | null {
  const reported = c.req.header("x-client-address")?.trim();
  const fromSite = (c.var as { credential?: CallingCredential }).credential?.scope === "site";
  // From the site, the peer is the site's server, not a visitor: its address would be one bucket for all.
  if (fromSite) return reported && isClientAddress(reported) ? reported : null;
  const peer = (c.env as PeerBindings | undefined)?.peerAddress;
  return peer ?? null;
}

/** What a server passes to `app.fetch` beside the request. */
export type PeerBindings = { peerAddress?: string | null };

/** An IPv4 address written as IPv6 ("::ffff:203.0.113.9") is the IPv4 one. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/**
 * The client's address from the socket's and X-Forwarded-For. With `trustedHops` = 0 the socket's
 * (the header is ignored: anyone can write it). Behind N proxies of one's own, each appending the
 * address it received from, the client is the N-th entry from the right; entries further left
 * were written by the client itself and are ignored — forging the left-most hop changes nothing.
 */
export function peerAddress(socketAddress: string | undefined, forwardedFor: string | null, trustedHops: number): string | null {
  let address = socketAddress;
  if (trustedHops > 0 && forwardedFor) {
    const hops = forwardedFor.split(",").map((hop) => hop.trim()).filter(Boolean);
    if (hops.length > 0) address = hops[Math.max(0, hops.length - trustedHops)];
  }
  if (!address) return null;
  const cleaned = plain(address);
  return isClientAddress(cleaned) ? cleaned : null;
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The fetch handler @hono/node-server calls for a platform served alone: each request goes on with
 * the address it came from (TRUST_PROXY hops of X-Forwarded-For trusted), so per-address limits
 * apply by default.
 */
export function withPeerAddress(fetch: (request: Request, peer: PeerBindings) => Promise<Response>, trustedHops: number) {
  return (request: Request, env: NodeBindings) =>
    fetch(request, { peerAddress: peerAddress(env.incoming?.socket?.remoteAddress, request.headers.get("x-forwarded-for"), trustedHops) });
}
