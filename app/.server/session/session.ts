import { createContext, createCookie, createCookieSessionStorage, type Cookie, type RouterContextProvider, type Session } from "react-router";
import { config } from "~/.server/config";
import { secureFor } from "~/.server/session/secure-cookies";

/** The three platform tokens and nothing else sensitive (platform-core §3 "Session tokens"). */
export type SessionTokens = {
  accessToken: string;
  idToken: string;
  refreshToken: string;
};

type FlashData = { notice: string };

const storage = createCookieSessionStorage<SessionTokens, FlashData>({
  cookie: rememberingVerified(
    createCookie("__session", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secrets: config.sessionSecrets,
      // Long enough for a refresh token; the platform decides when tokens really expire.
      maxAge: 60 * 60 * 24 * 30,
    }),
  ),
});

const REMEMBERED_VALUES = 1000;

/**
 * The cookie, with each signed value whose signature it checked remembered (the latest 1,000):
 * React Router checks it with Web Crypto, importing the key each time (~0.4-0.8 ms of every
 * signed-in request), and a member's browser sends the same value until their session changes.
 * Only that exact value, already proven signed by this process's secrets, finds its entry.
 */
function rememberingVerified(cookie: Cookie): Cookie {
  const valueIn = new RegExp(`(?:^|;)\\s*${cookie.name}=([^;]*)`);
  const verified = new Map<string, object>();
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    async parse(header, options) {
      const value = header ? valueIn.exec(header)?.[1] : undefined;
      const known = value ? verified.get(value) : undefined;
      if (known) return known;
      const decoded: unknown = await cookie.parse(header, options);
      if (value && decoded && typeof decoded === "object") {
        if (verified.size >= REMEMBERED_VALUES) verified.delete(verified.keys().next().value!);
        verified.set(value, Object.freeze(decoded));
      }
      return decoded;
    },
  };
}

/**
 * The visitor's session for one request. Loaded once by the middleware; whoever changes it
 * (sign-in, sign-out, a token refreshed inside a loader) just says so, and the middleware
 * writes the cookie once on the way out.
 */
export class RequestSession {
  private state: "unchanged" | "changed" | "destroyed" = "unchanged";

  constructor(private readonly session: Session<SessionTokens, FlashData>) {}

  get tokens(): SessionTokens | null {
    const accessToken = this.session.get("accessToken");
    const refreshToken = this.session.get("refreshToken");
    if (!accessToken || !refreshToken) return null;
    return { accessToken, refreshToken, idToken: this.session.get("idToken") ?? "" };
  }

  get signedIn(): boolean {
    return this.tokens !== null;
  }

  setTokens(tokens: SessionTokens | null) {
    if (!tokens) return this.destroy();
    this.session.set("accessToken", tokens.accessToken);
    this.session.set("idToken", tokens.idToken);
    this.session.set("refreshToken", tokens.refreshToken);
    this.state = "changed";
  }

  flash(notice: string) {
    this.session.flash("notice", notice);
    this.state = this.state === "destroyed" ? "destroyed" : "changed";
  }

  /** Reading a flash message consumes it, so the cookie must be rewritten. */
  takeNotice(): string | undefined {
    const notice = this.session.get("notice");
    if (notice !== undefined && this.state === "unchanged") this.state = "changed";
    return notice;
  }

  destroy() {
    this.state = "destroyed";
  }

  /** The Set-Cookie header to send, or null when nothing changed. */
  async setCookieHeader(request: Request): Promise<string | null> {
    if (this.state === "destroyed") return storage.destroySession(this.session, { secure: secureFor(request) });
    if (this.state === "changed") return storage.commitSession(this.session, { secure: secureFor(request) });
    return null;
  }
}

export const sessionContext = createContext<RequestSession>();

export async function loadSession(request: Request): Promise<RequestSession> {
  return sessionFromCookie(request.headers.get("Cookie"));
}

/** `loadSession` from the Cookie header itself (server.js's fast path has no Request). */
export async function sessionFromCookie(cookie: string | null): Promise<RequestSession> {
  return new RequestSession(await storage.getSession(cookie));
}

export function sessionFrom(context: Readonly<RouterContextProvider>): RequestSession {
  return context.get(sessionContext);
}
