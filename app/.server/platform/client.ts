import { accountCalls } from "./account";
import { businessCalls } from "./business";
import { createPlatformCore, type PlatformClientOptions } from "./core";
import { formCalls } from "./forms";
import { membershipCalls } from "./membership";
import { sandboxCalls } from "./sandbox";
import { systemCalls } from "./system";

/**
 * The typed platform API client: the only code in the site that knows the platform's HTTP
 * contract. Each area module adds its calls; the core holds headers, timeout, retry, tokens.
 * Build one per incoming request (it holds that visitor's tokens).
 */
export function createPlatformClient(options: PlatformClientOptions) {
  const core = createPlatformCore(options);
  return {
    ...systemCalls(core),
    ...businessCalls(core),
    ...membershipCalls(core),
    ...formCalls(core),
    ...sandboxCalls(core),
    ...accountCalls(core),
    /** POST /refresh now, whatever the expiry says; shares a refresh already in flight. */
    refreshTokens: core.refreshTokens,
    /** The tokens held now (after any refresh), or null when signed out. */
    tokens: core.tokens,
    /** Replaces the held tokens and tells `onTokensChanged`. */
    setTokens: core.setTokens,
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
