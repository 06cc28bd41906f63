import { embeddedOrRemotePlatform } from "~/.server/platform/connection";
import { log } from "~/.server/http/log";
import { systemCalls } from "./system-calls.server";

/**
 * Liveness and platform reachability, for load balancers and `npm start` smoke checks: up or down,
 * nothing more (a version or an error's text tells a stranger about the insides). Why it is down
 * goes to the server's log.
 */
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    await systemCalls(embeddedOrRemotePlatform()).version();
    return Response.json({ status: "up" }, { headers });
  } catch (error) {
    log.error(`Health check: the platform cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
    return Response.json({ status: "down" }, { status: 503, headers });
  }
}
