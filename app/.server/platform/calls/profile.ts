import { z } from "zod";
import type { PlatformCore } from "../core";
import { id, jsonObject, maybe, postalAddress, timestamp, wireAddress, type JsonObject, type PostalAddress } from "../wire";
import { creditBalanceSchema, creditContractSchema, type CreditBalance, type CreditContract } from "./coins";
import { subscriptionPlanSchema, type SubscriptionPlan } from "./memberships";

/* Profile and account (spec platform-core §3 "User", §7 "Profile and account"): the signed-in person's own data. */


export interface PausedSubscription {
  subscription: SubscriptionPlan;
  endDate: string | null;
}

export interface CommunicationsConsent {
  mayCall: boolean;
  mayText: boolean;
}

/**
 * A user. The fields after `public` come only with the full or own profile (GET /account/me):
 * undefined when the response does not carry them.
 */
export interface User extends PostalAddress {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  public: boolean;
  dateOfBirth?: string | null;
  rewardsBalance?: number;
  credits?: CreditBalance[];
  coins?: CreditBalance[];
  creditContracts?: CreditContract[];
  subscriptionPlans?: SubscriptionPlan[];
  pausedSubscriptions?: PausedSubscription[];
  created?: string | null;
  communicationsConsent?: CommunicationsConsent;
  userOptions?: JsonObject;
  /** Own profile: a new email address waiting for its confirmation code (PUT /account/my/email). */
  pendingEmail?: string | null;
}

export const userSchema: z.ZodType<User> = z
  .object({
    id,
    email: z.string(),
    first_name: maybe(z.string()),
    last_name: maybe(z.string()),
    avatar_url: maybe(z.string()),
    ...wireAddress,
    public: z.boolean().default(false),
    // Full / own profile only.
    date_of_birth: z.string().nullable().optional(),
    rewards_balance: z.number().optional(),
    credits: z.array(creditBalanceSchema).optional(),
    coins: z.array(creditBalanceSchema).optional(),
    credit_contracts: z.array(creditContractSchema).optional(),
    subscription_plans: z.array(subscriptionPlanSchema).optional(),
    paused_subscriptions: z
      .array(z.object({ subscription: subscriptionPlanSchema, end_date: maybe(z.string()) }))
      .optional(),
    time_created: timestamp.nullable().optional(),
    may_call: z.boolean().optional(),
    may_text: z.boolean().optional(),
    user_options: jsonObject.optional(),
    pending_email: z.string().nullable().optional(),
  })
  .transform((w) => {
    const user: User = {
      id: w.id,
      email: w.email,
      firstName: w.first_name,
      lastName: w.last_name,
      avatarUrl: w.avatar_url,
      ...postalAddress(w),
      public: w.public,
    };
    // Extras are set only when sent, so "not in this profile" stays distinguishable.
    if (w.date_of_birth !== undefined) user.dateOfBirth = w.date_of_birth;
    if (w.rewards_balance !== undefined) user.rewardsBalance = w.rewards_balance;
    if (w.credits) user.credits = w.credits;
    if (w.coins) user.coins = w.coins;
    if (w.credit_contracts) user.creditContracts = w.credit_contracts;
    if (w.subscription_plans) user.subscriptionPlans = w.subscription_plans;
    if (w.paused_subscriptions) {
      user.pausedSubscriptions = w.paused_subscriptions.map((p) => ({ subscription: p.subscription, endDate: p.end_date }));
    }
    if (w.time_created !== undefined) user.created = w.time_created;
    if (w.may_call !== undefined || w.may_text !== undefined) {
      user.communicationsConsent = { mayCall: w.may_call ?? false, mayText: w.may_text ?? false };
    }
    if (w.user_options) user.userOptions = w.user_options;
    if (w.pending_email !== undefined) user.pendingEmail = w.pending_email;
    return user;
  });


export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  dateOfBirth?: string | null;
  public?: boolean;
  mayCall?: boolean;
  mayText?: boolean;
}


const messageSchema = z.object({ message: z.string() }).partial().passthrough().optional();
const empty = z.unknown();

export function profileCalls(core: PlatformCore) {
  return {
    /** GET /account/me: the own profile. */
    me(): Promise<User> {
      return core.call({ prefix: "Unable to get your profile", method: "GET", path: "/account/me", auth: "required", schema: userSchema });
    },

    /** PUT /account/my/profile: only the fields given change. */
    update(changes: ProfileChanges): Promise<User> {
      const wire: Record<string, unknown> = {
        first_name: changes.firstName,
        last_name: changes.lastName,
        phone: changes.phone,
        address: changes.address,
        address_line_2: changes.address2,
        city: changes.city,
        state: changes.state,
        zip: changes.postalCode,
        date_of_birth: changes.dateOfBirth,
        public: changes.public,
        may_call: changes.mayCall,
        may_text: changes.mayText,
      };
      for (const key of Object.keys(wire)) if (wire[key] === undefined) delete wire[key];
      return core.call({
        prefix: "Unable to update your profile",
        method: "PUT",
        path: "/account/my/profile",
        json: wire,
        auth: "required",
        schema: userSchema,
      });
    },

    /** PUT /account/my/password */
    async changePassword(oldPassword: string, newPassword: string): Promise<void> {
      await core.call({
        prefix: "Unable to change your password",
        method: "PUT",
        path: "/account/my/password",
        json: { oldPassword, newPassword },
        auth: "required",
        schema: messageSchema,
      });
    },

    /** PUT /account/my/email, with the current password: a code goes to the new address. */
    async changeEmail(email: string, password: string): Promise<void> {
      await core.call({
        prefix: "Unable to change your email",
        method: "PUT",
        path: "/account/my/email",
        json: { email, password },
        auth: "required",
        schema: empty,
      });
    },

    /** POST /account/my/email/confirm */
    confirmEmail(email: string, verification: string): Promise<User> {
      return core.call({
        prefix: "Unable to confirm your email",
        method: "POST",
        path: "/account/my/email/confirm",
        json: { email, verification },
        auth: "required",
        schema: userSchema,
      });
    },

    /** PUT /account/my/avatar (multipart field "image"). Returns the new avatar URL. */
    async uploadAvatar(image: Blob, filename: string): Promise<string> {
      const body = new FormData();
      body.set("image", image, filename);
      const { avatar_url } = await core.call({
        prefix: "Unable to upload your avatar",
        method: "PUT",
        path: "/account/my/avatar",
        body,
        auth: "required",
        schema: z.object({ avatar_url: z.string() }),
      });
      return avatar_url;
    },
  };
}
