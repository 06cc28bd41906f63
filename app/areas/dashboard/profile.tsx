import { useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { useOutlet } from "react-router";
import type { Route } from "./+types/profile";
import { formatBirthday, isoToBirthday } from "#contract/birthday";
import { formatPhone } from "#contract/phone";
import { inputPropsOf } from "~/ui/field-props";
import { CheckboxField, Field } from "~/ui/forms";
import { submitDashboardForm, memberOf } from "./member.server";
import { AvatarForm } from "./avatar-form";
import { DashboardForm, replyOf } from "./dashboard-form";
import { Section, useFreshFormKey } from "./dashboard-ui";
import { DASHBOARD_PATHS, NOTICES } from "./dashboard-text";
import { PROFILE_LIMITS, PUBLIC_PROFILE_HINT } from "./profile-text";
import { FormattedField } from "./fields";
import { ProfileOnFile } from "./summaries";
import { pageMeta } from "~/areas/shell/meta";
import { profileSchema, type ProfileFields } from "./profile.schema";
import { profileCalls } from "~/areas/account/profile-calls.server";
import type { User } from "~/.server/auth/own-profile";

/* /dashboard/profile: the profile and preferences (this route's form) and the picture (its child's). */

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Profile and preferences | Dashboard", "Your name, phone, birthday, address, picture and contact preferences.");

export async function loader({ context }: Route.LoaderArgs) {
  return { user: memberOf(context).user };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitDashboardForm(request, context, {
    schema: profileSchema,
    async submit(profile, { platform }) {
      await profileCalls(platform).update({
        firstName: profile.firstName || null,
        lastName: profile.lastName || null,
        phone: profile.phone,
        address: profile.address || null,
        address2: profile.address2 || null,
        city: profile.city || null,
        state: profile.state || null,
        postalCode: profile.postalCode || null,
        dateOfBirth: profile.birthday,
        mayCall: profile.mayCall,
        mayText: profile.mayText,
        public: profile.public,
      });
      return { notice: NOTICES.profileSaved, to: DASHBOARD_PATHS.profile };
    },
  });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  // At /dashboard/profile/avatar the picture form is its child's, with that form's answer.
  const avatarForm = useOutlet();
  const lastResult = replyOf(actionData);
  return (
    <Section id="profile" title="Profile and preferences">
      <ProfileOnFile user={user} />
      {avatarForm ?? <AvatarForm />}
      <ProfileForm key={useFreshFormKey(lastResult)} user={user} lastResult={lastResult} />
    </Section>
  );
}

function ProfileForm({ user, lastResult }: { user: User; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<ProfileFields>({
    lastResult,
    defaultValue: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      phone: user.phone ?? "",
      birthday: user.dateOfBirth ? isoToBirthday(user.dateOfBirth) : "",
      address: user.address ?? "",
      address2: user.address2 ?? "",
      city: user.city ?? "",
      state: user.state ?? "",
      postalCode: user.postalCode ?? "",
      mayCall: user.communicationsConsent?.mayCall ?? false,
      mayText: user.communicationsConsent?.mayText ?? false,
      public: user.public,
    },
    // Checked by the server (the same rules without JavaScript): zod stays out of the page's bundle.
    shouldValidate: "onSubmit",
  });
  /** A text field of the profile, as long as the platform keeps it. */
  const text = (name: TextField, label: string, autoComplete: string, props: { className?: string; optional?: boolean } = {}) => (
    <Field
      {...props}
      label={label}
      errors={fields[name].errors}
      inputProps={{ ...inputPropsOf(fields[name], "text"), autoComplete, maxLength: PROFILE_LIMITS[limitOf[name]] }}
    />
  );
  return (
    <DashboardForm
      action={DASHBOARD_PATHS.profile}
      form={form}
      className="mt-6 grid gap-4 border-t border-line pt-6"
      submit={{ label: "Save profile", pendingLabel: "Saving..." }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("firstName", "First Name", "given-name")}
        {text("lastName", "Last Name", "family-name")}
        <FormattedField
          label="Phone Number"
          errors={fields.phone.errors}
          format={formatPhone}
          inputProps={{ ...inputPropsOf(fields.phone, "tel"), autoComplete: "tel-national", maxLength: 15 }}
        />
        <FormattedField
          label="Birthday"
          hint="MM/DD/YYYY"
          errors={fields.birthday.errors}
          format={formatBirthday}
          inputProps={{ ...inputPropsOf(fields.birthday, "text"), inputMode: "numeric", autoComplete: "bday", maxLength: 10 }}
        />
        {text("address", "Address", "address-line1", { className: "sm:col-span-2" })}
        {text("address2", "Address line 2", "address-line2", { className: "sm:col-span-2", optional: true })}
        {text("city", "City", "address-level2")}
        {text("state", "State", "address-level1")}
        {text("postalCode", "Postal Code", "postal-code")}
      </div>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Preferences</legend>
        <CheckboxField
          label="Allow calls (only with a phone number on file)"
          errors={fields.mayCall.errors}
          inputProps={inputPropsOf(fields.mayCall, "checkbox")}
        />
        <CheckboxField label="Allow texts" errors={fields.mayText.errors} inputProps={inputPropsOf(fields.mayText, "checkbox")} />
        <CheckboxField
          label="Public profile"
          hint={PUBLIC_PROFILE_HINT}
          errors={fields.public.errors}
          inputProps={inputPropsOf(fields.public, "checkbox")}
        />
      </fieldset>
    </DashboardForm>
  );
}

type TextField = "firstName" | "lastName" | "address" | "address2" | "city" | "state" | "postalCode";

const limitOf: Record<TextField, keyof typeof PROFILE_LIMITS> = {
  firstName: "name",
  lastName: "name",
  address: "address",
  address2: "address",
  city: "city",
  state: "state",
  postalCode: "postalCode",
};
