import { embeddedOrRemotePlatform } from "~/.server/platform/connection";

/** Liveness and platform reachability, for load balancers and `npm start` smoke checks. */
export async function loader() {
  const started = performance.now();
  try {
    const version = await embeddedOrRemotePlatform().system.version();
    return Response.json(
      { status: "ok", platform: version, ms: Math.round(performance.now() - started) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return Response.json(
      { status: "degraded", platform: null, reason: error instanceof Error ? error.message : "unknown" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
