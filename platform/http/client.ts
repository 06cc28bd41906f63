import type { Context } from "hono";

const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * The visitor's address as the caller (the site) reported it in X-Client-Address, for per-address
 * limits; null when absent or not shaped like an IP address. The site sets it (from
 * X-Forwarded-For only when TRUST_PROXY=true) and strips it from browser requests it forwards.
 */
export function clientAddress(c: Context): string | null {
  const value = c.req.header("x-client-address")?.trim();
  return value && ADDRESS.test(value) ? value : null;
}
