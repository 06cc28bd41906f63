import * as accounts from "#contract/api/accounts";
import { toUser, type User } from "~/.server/auth/own-profile";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";

/*
 * The signed-in person's changes to their own account (spec platform-core §7 "Profile and
 * account"); reading it (GET /account/me) is the core's: readOwnProfile in .server/auth/own-profile.
 */

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
