import type { z } from "zod";
import * as accounts from "#contract/api/accounts";
import type { PlatformCore } from "../core";
import { endpointCall } from "../endpoint-call";
import { postalAddress, type JsonObject, type PostalAddress } from "../wire";
import type { CreditBalance, CreditContract } from "./coins";
import { toSubscriptionPlan, type SubscriptionPlan } from "./memberships";

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

/** The spec's User (platform-core §3) from the contract's own profile: every extra is there. */
export function toUser(w: z.output<typeof accounts.ownProfile>): User {
  return {
    id: w.id,
    email: w.email,
    firstName: w.first_name,
    lastName: w.last_name,
    avatarUrl: w.avatar_url,
    ...postalAddress(w),
    public: w.public,
    dateOfBirth: w.date_of_birth,
    rewardsBalance: w.rewards_balance,
    credits: w.credits.map(toCreditBalance),
    coins: w.coins.map(toCreditBalance),
    creditContracts: [],
    subscriptionPlans: w.subscription_plans.map(toSubscriptionPlan),
    pausedSubscriptions: w.paused_subscriptions.map((p) => ({ subscription: toSubscriptionPlan(p.subscription), endDate: p.end_date })),
    created: w.time_created,
    communicationsConsent: { mayCall: w.may_call, mayText: w.may_text },
    userOptions: w.user_options,
    pendingEmail: w.pending_email,
  };
}

/** A held credit or coin; `brandId` only for a brand's coin. */
function toCreditBalance({ brand_id, balance, ...credit }: z.output<typeof accounts.ownProfile>["credits"][number]): CreditBalance {
  return {
    id: credit.id,
    name: credit.name,
    description: credit.description,
    issuer: credit.issuer,
    rewardsValue: credit.rewards_value,
    isCoin: credit.is_coin,
    logo: credit.logo,
    balance,
    ...(brand_id ? { brandId: brand_id } : {}),
  };
}

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


export function profileCalls(core: PlatformCore) {
  return {
    /** GET /account/me: the own profile. */
    async me(): Promise<User> {
      return toUser(await core.call(endpointCall(accounts.getOwnProfile, {}, { prefix: "Unable to get your profile" })));
    },

    /** PUT /account/my/profile: only the fields given change. */
    async update(changes: ProfileChanges): Promise<User> {
      const wire = {
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
      // Left out, not sent as null: a field not given does not change.
      const body = Object.fromEntries(Object.entries(wire).filter(([, value]) => value !== undefined));
      return toUser(await core.call(endpointCall(accounts.updateOwnProfile, { body }, { prefix: "Unable to update your profile" })));
    },

    /** PUT /account/my/password */
    async changePassword(oldPassword: string, newPassword: string): Promise<void> {
      await core.call(endpointCall(accounts.changeOwnPassword, { body: { oldPassword, newPassword } }, { prefix: "Unable to change your password" }));
    },

    /** PUT /account/my/email, with the current password: a code goes to the new address. */
    async changeEmail(email: string, password: string): Promise<void> {
      await core.call(endpointCall(accounts.changeOwnEmail, { body: { email, password } }, { prefix: "Unable to change your email" }));
    },

    /** POST /account/my/email/confirm */
    async confirmEmail(email: string, verification: string): Promise<User> {
      return toUser(await core.call(endpointCall(accounts.confirmOwnEmail, { body: { email, verification } }, { prefix: "Unable to confirm your email" })));
    },

    /** PUT /account/my/avatar (multipart field "image"). Returns the new avatar URL. */
    async uploadAvatar(image: Blob, filename: string): Promise<string> {
      const file = new File([image], filename, { type: image.type });
      const { avatar_url } = await core.call(endpointCall(accounts.uploadOwnAvatar, { body: { image: file } }, { prefix: "Unable to upload your avatar" }));
      return avatar_url;
    },
  };
}
