import { useState } from "react";
import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/create-account";
import { readFormData } from "~/.server/forms/form-data";
import { createAccountErrorMessage, rememberPendingEmail } from "~/.server/session/accounts";
import { isSpam } from "~/.server/forms/honeypot";
import { platformFor } from "~/.server/platform/connection";
import { AccountPage } from "~/features/account/account-page";
import { CheckboxField, Field, FormAlert, HoneypotFields, PasswordField, SubmitButton, useIsSubmitting } from "~/ui/forms";
import {
  birthdayToIso,
  checkCreateAccount,
  formatBirthday,
  formatPhone,
  phoneToWire,
  readCreateAccount,
  type CreateAccountValues,
  type FormProblem,
} from "~/features/account/account-forms";
import { pageMeta } from "~/features/shell/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Create Account", "Create an account to choose a membership and launch your business.");

type Kept = Omit<CreateAccountValues, "password" | "confirmPassword"> & { terms: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const values = readCreateAccount(form);
  // What comes back to the page: everything typed except the passwords.
  const kept: Kept = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    birthday: values.birthday,
    phone: values.phone,
    postalCode: values.postalCode,
    terms: form.get("terms") === "on",
  };
  const fail = (problem: FormProblem) => data({ values: kept, problem }, { status: 400 });
  if (await isSpam(form)) return fail({ message: "This form could not be sent. Please reload the page and try again.", fields: [] });

  const problem = checkCreateAccount(values);
  if (problem) return fail(problem);

  const email = values.email.trim().toLowerCase();
  try {
    await platformFor(request, context).accounts.create({
      email,
      password: values.password,
      phone: phoneToWire(values.phone)!,
      zip: values.postalCode.trim(),
      dob: birthdayToIso(values.birthday)!,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    });
  } catch (error) {
    return fail({ message: createAccountErrorMessage(error), fields: [] });
  }
  return redirect("/verify-account", { headers: { "Set-Cookie": await rememberPendingEmail(request, email) } });
}

export default function CreateAccount() {
  const actionData = useActionData<typeof action>();
  const submitting = useIsSubmitting();
  const [clientProblem, setClientProblem] = useState<FormProblem | null>(null);
  const problem = clientProblem ?? actionData?.problem ?? null;
  const values = actionData?.values;
  const [birthday, setBirthday] = useState(formatBirthday(values?.birthday ?? ""));
  const [phone, setPhone] = useState(values?.phone ? formatPhone(values.phone) : "");
  const invalid = (name: keyof CreateAccountValues) =>
    problem?.fields.includes(name) ? ({ "aria-invalid": true, "aria-describedby": "create-account-error" } as const) : {};
  // A new server answer replaces what the browser found before sending.
  const [seen, setSeen] = useState(actionData);
  if (seen !== actionData) {
    setSeen(actionData);
    setClientProblem(null);
  }

  return (
    <AccountPage
      title="Create your account"
      lead="Create an account to choose a membership and launch your business. We will email you a code to confirm your address."
    >
      <Form
        method="post"
        noValidate
        className="grid gap-5 sm:grid-cols-2"
        onSubmit={(event) => {
          const found = checkCreateAccount(readCreateAccount(new FormData(event.currentTarget)));
          setClientProblem(found);
          if (found) event.preventDefault();
        }}
      >
        <HoneypotFields />
        <Field label="First Name" inputProps={{ name: "firstName", autoComplete: "given-name", defaultValue: values?.firstName, ...invalid("firstName") }} />
        <Field label="Last Name" inputProps={{ name: "lastName", autoComplete: "family-name", defaultValue: values?.lastName, ...invalid("lastName") }} />
        <Field
          className="sm:col-span-2"
          label="Email"
          inputProps={{ name: "email", type: "email", autoComplete: "email", defaultValue: values?.email, ...invalid("email") }}
        />
        <Field
          label="Birthday"
          hint="MM/DD/YYYY"
          inputProps={{
            name: "birthday",
            inputMode: "numeric",
            autoComplete: "bday",
            maxLength: 10,
            value: birthday,
            onChange: (event) => setBirthday(formatBirthday(event.currentTarget.value)),
            ...invalid("birthday"),
          }}
        />
        <Field
          label="Phone Number"
          hint="Up to 10 digits, e.g. (555) 123-4567"
          inputProps={{
            name: "phone",
            type: "tel",
            autoComplete: "tel-national",
            maxLength: 15,
            value: phone,
            onChange: (event) => setPhone(formatPhone(event.currentTarget.value)),
            ...invalid("phone"),
          }}
        />
        <Field
          className="sm:col-span-2"
          label="Postal Code"
          inputProps={{ name: "postalCode", autoComplete: "postal-code", maxLength: 10, defaultValue: values?.postalCode, ...invalid("postalCode") }}
        />
        <PasswordField
          label="Password"
          hint="At least 8 characters, with an uppercase letter and a number."
          inputProps={{ name: "password", autoComplete: "new-password", ...invalid("password") }}
        />
        <PasswordField label="Retype Password" inputProps={{ name: "confirmPassword", autoComplete: "new-password", ...invalid("confirmPassword") }} />
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
          inputProps={{ name: "terms", defaultChecked: values?.terms }}
        />
        <div className="grid gap-4 sm:col-span-2">
          <FormAlert id="create-account-error" message={problem?.message} />
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
