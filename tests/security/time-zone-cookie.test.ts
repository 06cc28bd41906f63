/**
 * A malformed `tz` cookie is ignored. The cookie is the browser's to write, so
 * anyone can send one that is not percent-encoding at all; decoding it threw a URIError outside
 * the check, a 500 on every page that calls the platform.
 */
import { describe, expect, it } from "vitest";
import { timeZoneOf } from "~/.server/platform/connection";

const withCookie = (cookie: string) => new Request("http://site.test/", { headers: { Cookie: cookie } });

describe("the tz cookie", () => {
  it("is used when it names a real zone", () => {
    expect(timeZoneOf(withCookie("tz=Europe%2FParis"))).toBe("Europe/Paris");
  });

  it.each(["tz=%E0%A4%A", "tz=%", "tz=Mars%2FOlympus", "tz=%00"])("is ignored when malformed: %s", (cookie) => {
    expect(timeZoneOf(withCookie(cookie))).toBe("America/New_York");
  });
});
