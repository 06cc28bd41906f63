import { config } from "~/.server/config";

/**
 * Whether a cookie set in answer to this request is `Secure`: always over HTTPS, and in
 * production except on loopback over plain HTTP, where a browser may drop a Secure cookie
 * (a laptop running `npm start`).
 */
export function secureFor(request: Request): boolean {
  const url = new URL(request.url);
  if (url.protocol === "https:") return true;
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return config.NODE_ENV === "production" && !loopback;
}
