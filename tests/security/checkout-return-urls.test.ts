/**
 * The hosted checkout's return URLs could point anywhere. Whoever starts a
 * checkout chose where the platform's own page sends the browser afterwards (any http(s) URL), so
 * the checkout was an open redirect with the platform's name on it; and control characters were
 * kept (a tab or a newline the URL parser drops, a CR/LF in a Location header). Now the platform
 * takes a path or a URL on one of the site's own origins, nothing with a control character, and
 * the site builds them from its configured origin (or as paths), never from the request's Host.
 */
import { describe, expect, it } from "vitest";
import { checkoutReturnUrls } from "~/.server/platform/return-urls";
import { send, signedUp } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const SITE = "https://site.example";

describe.each(databaseTargets)("checkout return URLs on $name", (target) => {
  const platform = usePlatform(target, { accounts: { publicUrl: "/platform-api", returnOrigins: [SITE] } }, { marketplace: false });

  async function start(successUrl: string, cancelUrl = "/membership-levels") {
    const { access_token: token } = await signedUp(platform(), `buyer-${Math.random().toString(36).slice(2)}@example.com`);
    const plans = (await send(platform(), "GET", "/membership/plans")).body as Array<{ id: string }>;
    return send(platform(), "POST", `/membership/plans/${plans[0]!.id}/checkout/hosted`, {
      token,
      json: { success_url: successUrl, cancel_url: cancelUrl },
    });
  }

  it("takes paths and URLs on the site's own origins", async () => {
    for (const url of ["/completion?checkout={CHECKOUT_SESSION_ID}", `${SITE}/completion?checkout={CHECKOUT_SESSION_ID}`, `${SITE}/`]) {
      expect((await start(url)).status, url).toBe(201);
    }
  });

  it("refuses other origins, look-alikes and protocol-relative paths", async () => {
    for (const url of [
      "https://evil.example/completion",
      "http://site.example/completion",
      "https://site.example.evil.example/",
      "https://site.example@evil.example/",
      "https://site.example:8443/",
      "//evil.example/x",
      "/\\evil.example/x",
      "javascript:alert(1)",
    ]) {
      const refused = await start(url);
      expect([refused.status, refused.body.message], url).toEqual([400, 'Field "success_url": must be a path on this site or a URL on one of its origins']);
    }
    const cancel = await start("/completion", "https://evil.example/");
    expect([cancel.status, cancel.body.message]).toEqual([400, 'Field "cancel_url": must be a path on this site or a URL on one of its origins']);
  });

  it("refuses control characters anywhere (CR/LF, tab, NUL), even where a URL parser would drop them", async () => {
    for (const url of ["/completion\r\nSet-Cookie: a=b", `${SITE}/x\n`, `https://evil.exa\tmple@site.example/`, `/\t/evil.example`, "/x\u0000", "/x\u007f"]) {
      const refused = await start(url);
      // NUL and DEL are refused before the field's own rule, by the body's (contract/storable-text.ts).
      expect([refused.status, refused.body.message], JSON.stringify(url)).toEqual([400, expect.stringMatching(/^Field "success_url": must not contain control characters/)]);
    }
  });
});

describe("the site's return URLs", () => {
  const request = new Request("http://evil.example/membership-levels", { headers: { Host: "evil.example" } });

  it("are paths with the embedded platform and no SITE_URL: the Host header is never used", () => {
    expect(checkoutReturnUrls(request, "/membership-levels?selectedIndex=1", { SITE_URL: undefined, PLATFORM_API_URL: undefined })).toEqual({
      successUrl: "/completion?checkout={CHECKOUT_SESSION_ID}",
      cancelUrl: "/membership-levels?selectedIndex=1",
    });
  });

  it("are on SITE_URL when it is set", () => {
    const settings = { SITE_URL: "https://www.site.example", PLATFORM_API_URL: "https://api.platform.example" };
    expect(checkoutReturnUrls(request, "/membership-levels", settings)).toEqual({
      successUrl: "https://www.site.example/completion?checkout={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://www.site.example/membership-levels",
    });
  });
});
