/**
 * Memberships (platform-core §7 "Memberships"): the plans; for a member, changing to a cheaper
 * plan, cancelling, pausing and unpausing (each answering the own profile), and buying a plan
 * through the hosted checkout, whose outcome is read back.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { MAX_ACCOUNT_BODY_BYTES } from "../limits";
import { ownProfile } from "./accounts";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, queryRefused, sessionEnded, tooLarge } from "./errors";
import { membershipPlan } from "./membership-plan";

/** The most months a membership is paused for at once. */
export const MAX_PAUSE_MONTHS = 12;

const plan = z.object({ id: z.string().meta({ description: "The plan's id; an unknown one is a 404." }) });

const returnUrl = z
  .string()
  .min(1)
  .max(2000)
  .meta({ description: "A path on the site (`/…`) or an http(s) URL on one of its origins; `{CHECKOUT_SESSION_ID}` becomes the checkout's id." });

const noPlan: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No plan of this id." };
const planNotHeld: Refusal = { ...noPlan, when: "The member does not hold this plan." };
const bodyTooLarge = tooLarge(MAX_ACCOUNT_BODY_BYTES);
/** A membership a provider bills is changed there first (docs/payments.md "Memberships"). */
const providerDown: Refusal = { status: 502, code: ERROR_CODES.paymentUnavailable, when: "The payment provider refused or did not answer; nothing was changed." };

const SPEC = "platform-core §7 Memberships";

export const listMembershipPlans = endpoint({
  id: "listMembershipPlans",
  method: "GET",
  path: "/membership/plans",
  summary: "Every membership plan, by tier",
  spec: SPEC,
  caller: "credential",
  // No parameters yet; unknown ones are refused so a typo is not silently ignored.
  query: z.object({}).strict(),
  answer: { status: 200, json: z.array(membershipPlan) },
  refusals: [queryRefused],
});

export const changeMembership = endpoint({
  id: "changeMembership",
  method: "PUT",
  path: "/membership/plans/{id}/change",
  summary: "Change to a cheaper plan from the end of the paid period (the plan held: keep it, dropping a scheduled change or end)",
  spec: SPEC,
  caller: "member",
  params: plan,
  answer: { status: 200, json: ownProfile },
  refusals: [
    noPlan,
    { status: 404, code: ERROR_CODES.notFound, when: "The member holds no membership." },
    { status: 409, code: ERROR_CODES.conflict, when: "The member already holds this plan with nothing scheduled, or asks for a cheaper one while the membership is past due (it is paid first)." },
    { status: 409, code: ERROR_CODES.checkoutRequired, when: "The plan is pricier: it is bought through the hosted checkout." },
    providerDown,
    sessionEnded,
  ],
});

export const cancelMembership = endpoint({
  id: "cancelMembership",
  method: "DELETE",
  path: "/membership/plans/{id}/cancel",
  summary: "Cancel the membership of this plan: it ends at the end of the paid period (a past-due one at once)",
  spec: SPEC,
  caller: "member",
  params: plan,
  answer: { status: 200, json: ownProfile },
  refusals: [noPlan, planNotHeld, providerDown, sessionEnded],
});

export const pauseMembership = endpoint({
  id: "pauseMembership",
  method: "PUT",
  path: "/membership/plans/{id}/pause",
  summary: "Pause the membership for some months",
  spec: SPEC,
  caller: "member",
  params: plan,
  body: { json: z.object({ months: z.coerce.number().int().min(1).max(MAX_PAUSE_MONTHS) }) },
  answer: { status: 200, json: ownProfile },
  refusals: [
    noPlan,
    badBody,
    planNotHeld,
    { status: 409, code: ERROR_CODES.conflict, when: "The membership is not active." },
    providerDown,
    sessionEnded,
    bodyTooLarge,
  ],
});

export const unpauseMembership = endpoint({
  id: "unpauseMembership",
  method: "PUT",
  path: "/membership/plans/{id}/unpause",
  summary: "Unpause the membership",
  spec: SPEC,
  caller: "member",
  params: plan,
  answer: { status: 200, json: ownProfile },
  refusals: [noPlan, planNotHeld, { status: 409, code: ERROR_CODES.conflict, when: "The membership is not paused." }, providerDown, sessionEnded],
});

export const startMembershipCheckout = endpoint({
  id: "startMembershipCheckout",
  method: "POST",
  path: "/membership/plans/{id}/checkout/hosted",
  summary: "Start a hosted checkout: the URL to send the person to",
  spec: SPEC,
  caller: "member",
  params: plan,
  body: { json: z.object({ success_url: returnUrl, cancel_url: returnUrl }) },
  answer: { status: 201, json: z.object({ id: z.uuid(), url: z.string().min(1) }) },
  refusals: [
    noPlan,
    badBody,
    { ...badBody, field: "success_url", when: "Not a path on the site or a URL on one of its origins, or it holds a control character (the same for `cancel_url`)." },
    { status: 409, code: ERROR_CODES.checkoutUnsupported, when: "Hosted checkout is not available in this environment (no payment provider)." },
    { status: 502, code: ERROR_CODES.paymentUnavailable, when: "The payment provider refused or did not answer; nothing was charged." },
    sessionEnded,
    bodyTooLarge,
  ],
});

export const getMembershipCheckout = endpoint({
  id: "getMembershipCheckout",
  method: "GET",
  path: "/membership/checkout/{id}",
  summary: "What became of a hosted checkout",
  spec: SPEC,
  caller: "member",
  params: z.object({ id: z.string() }),
  answer: {
    status: 200,
    json: z
      .object({
        id: z.uuid(),
        status: z.enum(["open", "completed", "cancelled"]),
        plan: membershipPlan,
        time_created: z.iso.datetime({ offset: true }),
        time_completed: z.iso.datetime({ offset: true }).nullable(),
      })
      .meta({ id: "MembershipCheckout" }),
  },
  refusals: [{ status: 404, code: ERROR_CODES.notFound, when: "No checkout of this id that the member started." }, sessionEnded],
});

export const membershipEndpoints = [
  listMembershipPlans,
  changeMembership,
  cancelMembership,
  pauseMembership,
  unpauseMembership,
  startMembershipCheckout,
  getMembershipCheckout,
] as const;
