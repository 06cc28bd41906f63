import { formAttributes, useFormReply } from "~/ui/form-reply";
import { useState } from "react";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/create-account";
import { createAccountErrorMessage } from "./account-failures.server";
import { submitForm } from "~/.server/forms/submission";
import { rememberPendingSignUp } from "~/.server/auth/accounts";
import { platformFor } from "~/.server/platform/connection";
import { AccountPage } from "./account-page";
import { MESSAGES } from "./account-forms";
import { NewPasswordFields } from "./new-password-fields";
import { pageMeta } from "~/areas/shell/meta";
import { errorPropsOf, inputPropsOf } from "~/ui/field-props";
import { CheckboxField, Field, FormAlert, HoneypotFields, SubmitButton, useIsSubmitting } from "~/ui/forms";
import { formatBirthday } from "#contract/birthday";
import { formatPhone } from "#contract/phone";
import { createAccountSchema, type CreateAccountFields } from "./create-account.schema";
import { accountCalls } from "./account-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Create Account", "Create an account to choose a membership and launch your business.");

export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, {
    schema: createAccountSchema,
    honeypot: { spamMessage: MESSAGES.spam },
    hideFields: ["password", "confirmPassword"],
    refusalStatus: 400,
    async submit(account) {
      const { signup } = await accountCalls(platformFor(request, context)).create(account);
      return redirect("/verify-account", { headers: { "Set-Cookie": await rememberPendingSignUp(request, { email: account.email, signup }) } });
    },
    failure: createAccountErrorMessage,
  });
}

export default function CreateAccount({ actionData }: Route.ComponentProps) {
  const [form, fields] = useFormReply<CreateAccountFields>({
    lastResult: actionData?.result,
    // Checked by the server (the same rules without JavaScript): zod stays out of the page's bundle.
    shouldValidate: "onSubmit",
  });
  const submitting = useIsSubmitting();
  // Masked as the person types (spec §5); what was typed comes back on a failure.
  const [birthday, setBirthday] = useState(() => formatBirthday(String(fields.birthday.initialValue ?? "")));
  const [phone, setPhone] = useState(() => formatPhone(String(fields.phone.initialValue ?? "")));
  const { key: _birthdayKey, defaultValue: _birthday, ...birthdayProps } = inputPropsOf(fields.birthday, "text");
  const { key: _phoneKey, defaultValue: _phone, ...phoneProps } = inputPropsOf(fields.phone, "tel");

  return (
    <AccountPage
      title="Create your account"
      lead="Create an account to choose a membership and launch your business. We will email you a code to confirm your address."
    >
      <Form method="post" {...formAttributes(form)} className="grid gap-5 sm:grid-cols-2">
        <HoneypotFields />
        <Field label="First Name" {...errorPropsOf(fields.firstName, form)} inputProps={{ ...inputPropsOf(fields.firstName, "text"), autoComplete: "given-name" }} />
        <Field label="Last Name" {...errorPropsOf(fields.lastName, form)} inputProps={{ ...inputPropsOf(fields.lastName, "text"), autoComplete: "family-name" }} />
        <Field
          className="sm:col-span-2"
          label="Email"
          {...errorPropsOf(fields.email, form)}
          inputProps={{ ...inputPropsOf(fields.email, "email"), autoComplete: "email" }}
        />
        <Field
          label="Birthday"
          hint="MM/DD/YYYY"
          {...errorPropsOf(fields.birthday, form)}
          inputProps={{
            ...birthdayProps,
            inputMode: "numeric",
            autoComplete: "bday",
            maxLength: 10,
            value: birthday,
            onChange: (event) => setBirthday(formatBirthday(event.currentTarget.value)),
          }}
        />
        <Field
          label="Phone Number"
          hint="Up to 10 digits, e.g. (555) 123-4567"
          {...errorPropsOf(fields.phone, form)}
          inputProps={{
            ...phoneProps,
            autoComplete: "tel-national",
            maxLength: 15,
            value: phone,
            onChange: (event) => setPhone(formatPhone(event.currentTarget.value)),
          }}
        />
        <Field
          className="sm:col-span-2"
          label="Postal Code"
          {...errorPropsOf(fields.postalCode, form)}
          inputProps={{ ...inputPropsOf(fields.postalCode, "text"), autoComplete: "postal-code", maxLength: 10 }}
        />
        <NewPasswordFields form={form} password={fields.password} confirmPassword={fields.confirmPassword} labels={["Password", "Retype Password"]} />
        <CheckboxField
          className="sm:col-span-2"
          label={
            <>
              I agree to the{" "}
              <Link to="/tos" className="link">
                Terms of Service
              </Link>{" "}
              and the{" "}
              <Link to="/privacy-policy" className="link">
                Privacy Policy
              </Link>
              .
            </>
          }
          inputProps={inputPropsOf(fields.terms, "checkbox")}
        />
        <div className="grid gap-4 sm:col-span-2">
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
          <SubmitButton pending={submitting} pendingLabel="Creating Account..." className="btn-primary w-full sm:w-auto">
            Next
          </SubmitButton>
          <p className="text-sm text-muted">
            Already have an account?{" "}
            <Link to="/sign-in" className="link">
              Log in
            </Link>
          </p>
        </div>
      </Form>
    </AccountPage>
  );
}
