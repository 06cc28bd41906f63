import { accountCalls } from "./areas/accounts";
import { brandOwnerCalls } from "./areas/brand-owner";
import { brandPageCalls } from "./areas/brand-pages";
import { businessCalls } from "./areas/businesses";
import { coinCalls } from "./areas/coins";
import { coinOwnerCalls } from "./areas/coin-owner";
import { experienceCalls } from "./areas/experiences";
import { experienceEditingCalls } from "./areas/experience-editing";
import { formCalls } from "./areas/forms";
import { locationCalls } from "./areas/locations";
import { membershipCalls } from "./areas/memberships";
import { notificationCalls } from "./areas/notifications";
import { peopleCalls } from "./areas/people";
import { purchaseCalls } from "./areas/purchases";
import { profileCalls } from "./areas/profile";
import { sandboxCalls } from "./areas/sandbox";
import { systemCalls } from "./areas/system";
import { venueCalls } from "./areas/venues";
import { createPlatformCore, type PlatformClientOptions } from "./core";

/**
 * The typed platform API client: the only code in the site that knows the platform's HTTP
 * contract. Calls are namespaced by the spec's areas (`platform.accounts.login`,
 * `platform.memberships.change`); the core holds headers, timeout, retry and tokens.
 * Build one per incoming request (it holds that visitor's tokens).
 */
export function createPlatformClient(options: PlatformClientOptions) {
  const core = createPlatformCore(options);
  return {
    system: systemCalls(core),
    accounts: accountCalls(core),
    profile: profileCalls(core),
    // Public calls on brands, and the signed-in owner's (onboarding, their brands, experiences, venues).
    businesses: { ...businessCalls(core), ...brandOwnerCalls(core) },
    // A brand owner's pages and blocks (/account/business/pages).
    brandPages: brandPageCalls(core),
    memberships: membershipCalls(core),
    experiences: experienceCalls(core),
    // An owner's changes to their brand's experiences (create, update, archive, cover).
    experienceEditing: experienceEditingCalls(core),
    purchases: purchaseCalls(core),
    notifications: notificationCalls(core),
    people: peopleCalls(core),
    coins: { ...coinCalls(core), ...coinOwnerCalls(core) },
    forms: formCalls(core),
    sandbox: sandboxCalls(core),
    locations: locationCalls(core),
    venues: venueCalls(core),
    /** POST /refresh now, whatever the expiry says; shares a refresh already in flight. */
    refreshTokens: core.refreshTokens,
    /** The tokens held now (after any refresh), or null when signed out. */
    tokens: core.tokens,
    /** Replaces the held tokens and tells `onTokensChanged`. */
    setTokens: core.setTokens,
  };
}

export type PlatformClient = ReturnType<typeof createPlatformClient>;
