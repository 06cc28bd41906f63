/**
 * POST /account/business/onboard (spec/platform-core.md §7): a signed-in user starts a brand and
 * owns it. The username is the brand's `domain`, the `{username}` of its public pages, so it is
 * URL-safe and unique across every tenant; the body's rules (colours defaulting to the spec's
 * #00cde8 / #d400ff) are the contract's (contract/api/businesses.ts).
 */
import type { OnboardInput } from "#contract/api/businesses";
import type { Database } from "../../db/connect";
import { businesses, type Business } from "./schema";
import { conflict } from "../../errors";

export const ONBOARDING_MESSAGES = {
  usernameTaken: (username: string) => `The username "${username}" is taken: choose another.`,
} as const;

/** Creates the brand, owned by `userId` and recorded as made through `credentialId`; 409 when the username is taken. */
export async function onboardBrand(db: Database, owner: { userId: string; credentialId: string }, input: OnboardInput): Promise<Business> {
  const [row] = await db
    .insert(businesses)
    .values({
      name: input.name,
      domain: input.username,
      phone: input.phone,
      address: input.address,
      addressLine2: input.address2,
      city: input.city,
      state: input.state,
      zip: input.zipCode,
      website: input.website,
      themePrimary: input.primaryColor,
      themeSecondary: input.secondaryColor,
      ownerUserId: owner.userId,
      ownerCredentialId: owner.credentialId,
    })
    // The unique index decides, so two onboardings racing for one username cannot both win.
    .onConflictDoNothing({ target: businesses.domain })
    .returning();
  if (!row) throw conflict(ONBOARDING_MESSAGES.usernameTaken(input.username));
  return row;
}
