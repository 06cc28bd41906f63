import { config } from "~/.server/config";
import { isClientAddress } from "#contract/client-address";

/**
 * The visitor's IP address from the request's X-Forwarded-For and its socket's address (see
 * platform/connection.ts clientAddressOf, which asks with a Request; server.js's fast path asks
 * with node's request).
 */
export function clientAddressFrom(forwardedFor: string | null | undefined, socketAddress: string | undefined): string | undefined {
  if (config.TRUST_PROXY > 0) {
    const hops = forwardedFor?.split(",").map((hop) => hop.trim()) ?? [];
    const hop = hops.length >= config.TRUST_PROXY ? hops[hops.length - config.TRUST_PROXY] : undefined;
    return hop && isClientAddress(hop) ? hop : undefined;
  }
  const socket = (socketAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (socket === "::1" || socket.startsWith("127.")) return undefined;
  return socket && isClientAddress(socket) ? socket : undefined;
}
