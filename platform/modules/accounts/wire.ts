/**
 * Accounts on the wire (platform/README.md "Accounts, sessions and memberships"): the bodies the
 * calls take, snake_case, mapped to the service's inputs, and the own profile as it is answered.
 */
import { z } from "zod";
import { isBirthdayIso } from "#contract/birthday";
import { WIRE_PHONE_PATTERN } from "#contract/phone";
import { toMembershipPlanWire, type MembershipPlanWire } from "../memberships/wire";
import type { HeldMembership } from "../memberships/service";
import { toContactDetailsWire, type ContactDetailsWire } from "../../wire";
import type { OwnProfile, ProfileChanges } from "./profile";
import type { NewAccount } from "./registration";
import { toCreditWire, type CreditWire } from "../coins/wire";

// ── Bodies ──────────────────────────────────────────────────────────────────

const phone = z.string().trim().regex(WIRE_PHONE_PATTERN, 'must be digits with an optional leading "+", up to 10 digits');

const dateOfBirth = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine(isBirthdayIso, "must be a real date in the past");

const trimmed = (max: number) => z.string().trim().max(max);
const emptyIsNull = (value: string | null | undefined) => value || null;
/** Sign-up text that may be left out or empty (stored as null). */
const optionalText = (max: number) => trimmed(max).nullish().transform(emptyIsNull);
/** Profile text an update may set, or empty with null or "". */
const nullableText = (max: number) => trimmed(max).nullable().transform(emptyIsNull);

export const createBody = z
  .object({
    email: z.string(),
    password: z.string(),
    phone: phone.nullish(),
    zip: optionalText(10),
    dob: dateOfBirth.nullish(),
    first_name: optionalText(100),
    last_name: optionalText(100),
  })
  .transform(
    (body): NewAccount => ({
      email: body.email,
      password: body.password,
      phone: body.phone ?? null,
      zip: body.zip,
      dateOfBirth: body.dob ?? null,
      firstName: body.first_name,
      lastName: body.last_name,
    }),
  );

export const emailBody = z.object({ email: z.string() });
/** `signup`: the token POST /account/create answered with, binding the code to that sign-up. */
const signupToken = z.string().max(100).optional();
export const codeBody = z.object({ email: z.string(), verification: z.string().trim(), signup: signupToken });
export const resendBody = z.object({ email: z.string(), signup: signupToken });
export const loginBody = z.object({ username: z.string(), password: z.string() });
export const refreshBody = z.object({ refresh_token: z.string().min(1) });
export const resetBody = z.object({ email: z.string(), verification: z.string().trim(), password: z.string() });
export const passwordBody = z.object({ oldPassword: z.string(), newPassword: z.string() });
/** PUT /account/my/email: the new address and the current password. */
export const emailChangeBody = z.object({ email: z.string(), password: z.string() });

export const profileBody = z
  .object({
    first_name: nullableText(100),
    last_name: nullableText(100),
    phone: phone.nullable().or(z.literal("").transform(() => null)),
    address: nullableText(200),
    address_line_2: nullableText(200),
    city: nullableText(100),
    state: nullableText(100),
    zip: nullableText(10),
    date_of_birth: dateOfBirth.nullable().or(z.literal("").transform(() => null)),
    public: z.boolean(),
    may_call: z.boolean(),
    may_text: z.boolean(),
  })
  .partial()
  .strict()
  .transform(
    (body): ProfileChanges => ({
      firstName: body.first_name,
      lastName: body.last_name,
      phone: body.phone,
      address: body.address,
      addressLine2: body.address_line_2,
      city: body.city,
      state: body.state,
      zip: body.zip,
      dateOfBirth: body.date_of_birth,
      public: body.public,
      mayCall: body.may_call,
      mayText: body.may_text,
    }),
  );

// ── The own profile ─────────────────────────────────────────────────────────

export type SubscriptionPlanWire = MembershipPlanWire & {
  subscription_id: string;
  status: "active" | "paused";
  provider_logo: string | null;
  provider_website: string | null;
  is_business: boolean;
  /** A cheaper plan the membership becomes at `pending_from` (the end of the paid period); null when none. */
  pending_plan: MembershipPlanWire | null;
  pending_from: string | null;
};

/**
 * A credit or coin (modules/coins/wire.ts: the one credit shape) with what the user holds of it,
 * and `brand_id`: the brand that issued the coin, null for a platform credit (which pays at any
 * brand; a brand's coin pays only for that brand's experiences).
 */
export type CreditBalanceWire = CreditWire & { balance: number; brand_id: string | null };

export type OwnProfileWire = {
  id: string;
  email: string;
  pending_email: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
} & ContactDetailsWire & {
  public: boolean;
  date_of_birth: string | null;
  rewards_balance: number;
  credits: CreditBalanceWire[];
  coins: CreditBalanceWire[];
  credit_contracts: never[];
  subscription_plans: SubscriptionPlanWire[];
  paused_subscriptions: { subscription: SubscriptionPlanWire; end_date: string | null }[];
  time_created: string;
  may_call: boolean;
  may_text: boolean;
  user_options: Record<string, unknown>;
};

/** Where browsers load an avatar: `<public URL>/files/avatars/{id}`. */
export function avatarUrl(publicUrl: string, avatarId: string | null): string | null {
  return avatarId ? `${publicUrl}/files/avatars/${avatarId}` : null;
}

function toSubscriptionPlanWire({ subscription, plan, pendingPlan }: HeldMembership): SubscriptionPlanWire {
  return {
    ...toMembershipPlanWire(plan),
    subscription_id: subscription.id,
    status: subscription.status === "paused" ? "paused" : "active",
    provider_logo: null,
    provider_website: null,
    is_business: false,
    pending_plan: pendingPlan ? toMembershipPlanWire(pendingPlan) : null,
    pending_from: pendingPlan ? (subscription.pendingFrom?.toISOString() ?? null) : null,
  };
}

export function toOwnProfileWire({ user, memberships, balances }: OwnProfile, publicUrl: string): OwnProfileWire {
  const balanceWire = balances.map(({ credit, balance, brandId }): CreditBalanceWire => ({ ...toCreditWire(credit), balance, brand_id: brandId }));
  return {
    id: user.id,
    email: user.email,
    pending_email: user.pendingEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar_url: avatarUrl(publicUrl, user.avatarId),
    ...toContactDetailsWire(user),
    public: user.public,
    date_of_birth: user.dateOfBirth,
    rewards_balance: balanceWire.filter((b) => b.is_coin).reduce((sum, b) => sum + b.balance, 0),
    credits: balanceWire.filter((b) => !b.is_coin),
    coins: balanceWire.filter((b) => b.is_coin),
    credit_contracts: [],
    subscription_plans: memberships.filter((m) => m.subscription.status === "active").map(toSubscriptionPlanWire),
    paused_subscriptions: memberships
      .filter((m) => m.subscription.status === "paused")
      .map((m) => ({ subscription: toSubscriptionPlanWire(m), end_date: m.subscription.pausedUntil?.toISOString() ?? null })),
    time_created: user.timeCreated.toISOString(),
    may_call: user.mayCall,
    may_text: user.mayText,
    user_options: {},
  };
}
