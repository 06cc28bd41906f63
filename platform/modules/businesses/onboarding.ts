/**
 * POST /account/business/onboard (spec/platform-core.md §7): a signed-in user starts a brand and
 * owns it. The username is the brand's `domain`, the `{username}` of its public pages, so it is
 * URL-safe and unique across every tenant; the body's rules (colours defaulting to the spec's
 * #00cde8 / #d400ff) are the contract's (contract/api/businesses.ts).
 */
import type { OnboardInput, UpdateBrandInput } from "#contract/api/businesses";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/connect";
import { businesses, type Business } from "./schema";
import { conflict, notFound } from "../../errors";
import { UNKNOWN_BRAND_MESSAGE } from "./service";

export const ONBOARDING_MESSAGES = {
  usernameTaken: (username: string) => `The username "${username}" is taken: choose another.`,
} as const;

/** The brand's fields as the wire names them, as its columns: one mapping for starting a brand and changing it. */
function brandColumns(input: UpdateBrandInput) {
  return {
    name: input.name,
    phone: input.phone,
    address: input.address,
    addressLine2: input.address2,
    city: input.city,
    state: input.state,
    zip: input.zipCode,
    website: input.website,
    themePrimary: input.primaryColor,
    themeSecondary: input.secondaryColor,
  };
}

/** Creates the brand, owned by `userId` and recorded as made through `credentialId`; 409 when the username is taken. */
export async function onboardBrand(db: Database, owner: { userId: string; credentialId: string }, input: OnboardInput): Promise<Business> {
  const [row] = await db
    .insert(businesses)
    .values({
      ...brandColumns(input),
      domain: input.username,
      ownerUserId: owner.userId,
      ownerCredentialId: owner.credentialId,
    })
    // The unique index decides, so two onboardings racing for one username cannot both win.
    .onConflictDoNothing({ target: businesses.domain })
    .returning();
  if (!row) throw conflict(ONBOARDING_MESSAGES.usernameTaken(input.username));
  return row;
}

/** The brand of this id when `userId` owns it; a 404 otherwise (a stranger learns nothing of it). */
export async function ownedBusiness(db: Database, businessId: string, userId: string): Promise<Business> {
  const UUID = /^[0-9a-f-]{36}$/i;
  const [row] = UUID.test(businessId)
    ? await db.select().from(businesses).where(and(eq(businesses.id, businessId), eq(businesses.ownerUserId, userId)))
    : [];
  if (!row) throw notFound(UNKNOWN_BRAND_MESSAGE);
  return row;
}

/** PUT /account/business/{id}: the owner changes the brand's name, contact fields and colours (not its username). */
export async function updateBrand(db: Database, businessId: string, userId: string, input: UpdateBrandInput): Promise<Business> {
  const [row] = await db
    .update(businesses)
    .set(brandColumns(input))
    .where(and(eq(businesses.id, businessId), eq(businesses.ownerUserId, userId)))
    .returning();
  if (!row) throw notFound(UNKNOWN_BRAND_MESSAGE);
  return row;
}
