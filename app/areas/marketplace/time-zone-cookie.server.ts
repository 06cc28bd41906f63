import { isTimeZone } from "#contract/wall-clock";
import { secureFor } from "~/.server/session/secure-cookies";

/*
 * The visitor's time zone, in the `tz` cookie that connection.ts reads for X-Time-Zone. With
 * JavaScript the browser sets it (entry.client); without, the booking form's time zone choice
 * does, through this. A plain value (not signed): it only says how to show times.
 */

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The Set-Cookie header that remembers `zone`, or none when it is not a known IANA zone. */
export function rememberTimeZone(zone: string, request: Request): Headers | undefined {
  if (!isTimeZone(zone)) return undefined;
  const secure = secureFor(request) ? "; Secure" : "";
  return new Headers({ "Set-Cookie": `tz=${encodeURIComponent(zone)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}` });
}
