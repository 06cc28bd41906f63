import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../app/.server/config";
import { applySecurityHeaders, contentSecurityPolicy, copyNonce, formActionSources, withScriptHashes } from "../../app/.server/http/security";

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

/** The settings as the server would read them from these environment variables. */
const settings = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", DATA_DIR: "memory", ...env });

describe("CSP form-action: where a form POST (and its redirect) may go", () => {
  it("is this site only with the embedded platform", () => {
    const policy = contentSecurityPolicy("n0nce", { dev: false, formAction: formActionSources(settings({})) });
    expect(directives(policy)["form-action"]).toEqual(["'self'"]);
    // The process under test has neither setting either: the default policy is the same.
    expect(directives(contentSecurityPolicy("n0nce", { dev: false }))["form-action"]).toEqual(["'self'"]);
  });

  it("adds a hosted platform's origin (not its path)", () => {
    const sources = formActionSources(settings({ PLATFORM_API_URL: "https://api.platform.example/v1/" }));
    expect(sources).toEqual(["'self'", "https://api.platform.example"]);
  });

  it("adds each CHECKOUT_ORIGINS origin, e.g. a payment provider's hosted checkout", () => {
    const config = settings({
      PLATFORM_API_URL: "https://api.platform.example",
      CHECKOUT_ORIGINS: " https://checkout.pay.example , http://localhost:4242/,https://api.platform.example",
    });
    expect(config.CHECKOUT_ORIGINS).toEqual(["https://checkout.pay.example", "http://localhost:4242", "https://api.platform.example"]);
    const policy = directives(contentSecurityPolicy("n0nce", { dev: false, formAction: formActionSources(config) }));
    expect(policy["form-action"]).toEqual(["'self'", "https://api.platform.example", "https://checkout.pay.example", "http://localhost:4242"]);
    // Nothing else loosens.
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("treats an empty CHECKOUT_ORIGINS as none", () => {
    expect(settings({ CHECKOUT_ORIGINS: "" }).CHECKOUT_ORIGINS).toEqual([]);
    expect(settings({ CHECKOUT_ORIGINS: " , " }).CHECKOUT_ORIGINS).toEqual([]);
  });

  it("refuses at start anything in CHECKOUT_ORIGINS that is not a bare http(s) origin, naming the setting", () => {
    for (const value of [
      "checkout.pay.example",
      "ftp://pay.example",
      "javascript:alert(1)",
      "https://pay.example/checkout",
      "https://pay.example?x=1",
      "https://pay.example#top",
      "https://user:pass@pay.example",
      "https://pay.example, *",
      "'unsafe-inline'",
    ]) {
      expect(() => settings({ CHECKOUT_ORIGINS: value }), value).toThrow(/CHECKOUT_ORIGINS\.\d+: must be a comma-separated list of http\(s\) origins/);
    }
  });
});

describe("the headers of every answer", () => {
  it("isolate a member's pages from other sites' windows, and only theirs", () => {
    const member = new Headers();
    applySecurityHeaders(member, "n0nce", { dev: false, signedIn: true });
    expect(member.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    const anyone = new Headers();
    applySecurityHeaders(anyone, "n0nce", { dev: false });
    expect(anyone.get("Cross-Origin-Opener-Policy")).toBeNull();
    // The rest is the same for both: framing refused, types not sniffed.
    for (const headers of [member, anyone]) {
      expect(headers.get("X-Frame-Options")).toBe("DENY");
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(directives(headers.get("Content-Security-Policy")!)["frame-ancestors"]).toEqual(["'none'"]);
    }
  });
});

describe("CSP script-src: WebAssembly", () => {
  it("compiles only on a page whose route asks (the door check-in's QR reader), and nothing else loosens", () => {
    const scriptSrc = (headers: Headers) => directives(headers.get("Content-Security-Policy")!)["script-src"];
    expect(directives(contentSecurityPolicy("n0nce", { dev: false }))["script-src"]).toEqual(["'self'", "'nonce-n0nce'"]);
    const asked = directives(contentSecurityPolicy("n0nce", { dev: false, webAssembly: true }));
    expect(asked["script-src"]).toEqual(["'self'", "'nonce-n0nce'", "'wasm-unsafe-eval'"]);
    expect(asked["default-src"]).toEqual(["'self'"]);
    const page = new Headers();
    applySecurityHeaders(page, "n0nce", { dev: false, webAssembly: true });
    expect(scriptSrc(page)).toEqual(["'self'", "'nonce-n0nce'", "'wasm-unsafe-eval'"]);
    // A page with no nonce of its own gets the static policy, without it unless asked.
    const plain = new Headers();
    applySecurityHeaders(plain, null, { dev: false });
    expect(scriptSrc(plain)).toEqual(["'self'"]);
    const plainAsked = new Headers();
    applySecurityHeaders(plainAsked, null, { dev: false, webAssembly: true });
    expect(scriptSrc(plainAsked)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});

describe("a visitors' copy: scripts allowed by hash instead of a shared nonce", () => {
  const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("allows exactly the scripts rendered with the process's copy nonce, and sends no nonce", () => {
    const ours = `window.__ctx = {"q":"<\\u002fscript>"};`;
    const rendered = [
      `<html><head><script nonce="${copyNonce}">${ours}</script>`,
      `<script nonce="${copyNonce}" type="text/x-deferred-module">import "/assets/a.js";</script>`,
      // What got into the HTML without the nonce (an injection, say) stays forbidden.
      `</head><body><script>alert(1)</script><script nonce="guessed">alert(2)</script></body></html>`,
    ].join("");
    const { html, policy } = withScriptHashes(rendered, { dev: false });
    expect(html).not.toContain(copyNonce);
    expect(html).toContain(`<script>${ours}</script>`);
    expect(directives(policy)["script-src"]).toEqual(["'self'", hash(ours), hash(`import "/assets/a.js";`)]);
    expect(policy).not.toContain(hash("alert(1)"));
    expect(policy).not.toContain("nonce");
  });

});
