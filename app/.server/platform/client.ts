import { brandOwnerCalls } from "./calls/brand-owner";
import { businessCalls } from "./calls/businesses";
import { createPlatformCore, type PlatformClientOptions, type PlatformCore } from "./core";

/**
 * The per-request platform client: the core (headers, timeout, retry, tokens; a PlatformCore)
 * and, until they move to their areas too, the calls still in calls/ (`platform.profile.me()`).
 * Each area's calls live in the area that owns them (`<name>-calls.server.ts`), a function of
 * the core: `experienceCalls(platform).list(…)`, one style everywhere. Build one per incoming
 * request (it holds that visitor's tokens).
 */
export function createPlatformClient(options: PlatformClientOptions) {
  const core = createPlatformCore(options);
  return {
    // Public calls on brands, and the signed-in owner's (onboarding, their brands, experiences, venues).
    businesses: { ...businessCalls(core), ...brandOwnerCalls(core) },
    /** One call through the core (an area's `<name>Calls(platform)` uses it). */
    call: core.call,
    /** POST /refresh now, whatever the expiry says; shares a refresh already in flight. */
    refreshTokens: core.refreshTokens,
    /** The tokens held now (after any refresh), or null when signed out. */
    tokens: core.tokens,
    /** Replaces the held tokens and tells `onTokensChanged`. */
    setTokens: core.setTokens,
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient> & PlatformCore;
