/*
 * The profile form's limits and words: apart from dashboard-text.ts, so the pages that share the
 * dashboard's words (a brand's workspace among them) do not ship them.
 */

/** Profile fields as long as the platform stores them (PUT /account/my/profile). */
export const PROFILE_LIMITS = { name: 100, address: 200, city: 100, state: 100, postalCode: 10 } as const;

/** What ticking "Public profile" shows, and to whom (DESIGN.md "Trust"; the platform's people calls show exactly this). */
export const PUBLIC_PROFILE_HINT =
  "Signed-in members can find you and see your name, photo, follower counts and the brands you own. Never your email, phone, address or postal code.";
