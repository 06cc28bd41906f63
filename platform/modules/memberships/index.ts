/**
 * The memberships module's public face (platform/README.md "Modules and their order"): plans and
 * the memberships people hold. Its tables (./schema.ts) stay inside.
 */
export { CHECKOUT_MINUTES, givesAccess, heldMemberships, tierNames, type HeldMembership } from "./service";
/** What a payment provider's word does to a membership, and the demo provider's sweep. */
export {
  activate,
  endAtPeriodEnd,
  GRACE_DAYS,
  graceEnd,
  lapse,
  renew,
  renewalFailed,
  sweepMemberships,
  type SweepResult,
} from "./lifecycle";
export { returnUrlsOf, toMembershipPlanWire, type MembershipPlanWire } from "./wire";
/** The demo checkout page's HTML frame, which the experiences' checkout page wears too. */
export { escape, htmlHeaders, page } from "./checkout-page";
