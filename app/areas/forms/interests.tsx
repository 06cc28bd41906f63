import { formAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { Form, Link } from "react-router";
import type { Route } from "./+types/interests";
import { platformFor } from "~/.server/platform/connection";
import { failureMessage } from "~/.server/forms/platform-failures";
import { formTenant } from "./public-forms.server";
import { submitForm } from "~/.server/forms/submission";
import { checkboxGroupPropsOf, inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { CheckboxField, Field, FieldError, FormAlert, HoneypotFields, TextareaField } from "~/ui/forms";
import { PageIntro } from "~/ui/page-intro";
import { FormCard, RequiredNote, SuccessPanel } from "./public-form";
import { pageMeta } from "~/areas/shell/meta";
import { messages } from "./public-forms";
import { INTEREST_AREAS } from "#contract/interest-areas";
import { FIELD_LIMITS } from "#contract/limits";
import { interestSchema, type InterestFields } from "./interests.schema";
import { formCalls } from "./form-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Interest Form", "Tell us which areas of the business you are interested in.");

export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, {
    schema: interestSchema,
    honeypot: { spamMessage: messages.spam },
    async submit({ name, email, message, phone, interests }) {
      await formCalls(platformFor(request, context)).submitInterest(formTenant, { name, email, message, phone, interests });
      return { sent: true as const };
    },
    // §8: the response text when there is one, else the fallback.
    failure: (error) => failureMessage(error, messages.interestFailed),
  });
}

export default function Interests({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData;
  return (
    <>
      <PageIntro
        title="Interest Form"
        lead="Tell us which areas of the business interest you, from research and development to training."
      />
      <FormCard
        aside={
          <>
            <h2 className="font-semibold text-ink">Become a Guide</h2>
            <p className="mt-2">
              Guides are experienced people who help members launch and grow. Tell us where your experience lies and we will
              be in touch. Looking for a job with us instead? <Link to="/careers" className="link">See our careers</Link>.
            </p>
          </>
        }
      >
        {sent ? (
          <SuccessPanel title="Thanks — we received your submission">
            <p>We will be in touch about the areas you chose.</p>
          </SuccessPanel>
        ) : (
          <InterestForm lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
        )}
      </FormCard>
    </>
  );
}

function InterestForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<InterestFields>({
    lastResult,
    // Checked by the server (the same rules without JavaScript): zod stays out of the page's bundle.
    shouldValidate: "onSubmit",
  });
  const { noValidate: _noValidate, ...formProps } = formAttributes(form);
  const interestErrorId = `${fields.interests.id}-error`;
  // An unknown area (only from a hand-made request) is an error on interests[0], not on interests.
  const interestErrors = Object.values(fields.interests.allErrors).flat();
  return (
    <Form method="post" {...formProps} aria-labelledby="interest-form-title" className="space-y-6">
      <h2 id="interest-form-title" className="text-xl font-semibold">
        About you
      </h2>
      <RequiredNote />
      <HoneypotFields />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          label="Full name"
          errors={fields.name.errors}
          inputProps={{ ...inputPropsOf(fields.name, "text"), autoComplete: "name", maxLength: FIELD_LIMITS.name, "aria-required": true }}
        />
        <Field
          label="Phone"
          optional
          errors={fields.phone.errors}
          inputProps={{ ...inputPropsOf(fields.phone, "tel"), autoComplete: "tel", maxLength: FIELD_LIMITS.phone }}
        />
      </div>
      <Field
        label="Email"
        errors={fields.email.errors}
        inputProps={{ ...inputPropsOf(fields.email, "email"), autoComplete: "email", maxLength: FIELD_LIMITS.email, "aria-required": true }}
      />
      <TextareaField
        label="Short message"
        errors={fields.message.errors}
        textareaProps={{ ...textareaPropsOf(fields.message), rows: 4, maxLength: FIELD_LIMITS.message, "aria-required": true }}
      />
      <fieldset aria-describedby={interestErrors.length ? interestErrorId : undefined}>
        <legend className="text-sm font-semibold text-ink">
          Areas of interest <span className="font-normal text-muted">(optional, choose any)</span>
        </legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {checkboxGroupPropsOf(fields.interests, INTEREST_AREAS).map(({ key, ...props }, index) => (
            // The whole box is the label, so it toggles wherever it is clicked. Ids from the values
            // would hold spaces and "&": numbered instead.
            <label
              key={key}
              htmlFor={`${fields.interests.id}-${index}`}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 text-sm text-ink has-checked:border-ink has-checked:bg-mist"
            >
              <input {...props} id={`${fields.interests.id}-${index}`} className="mt-0.5 size-5 shrink-0 rounded border-line accent-ink" />
              {props.value}
            </label>
          ))}
        </div>
        <FieldError id={interestErrorId} errors={interestErrors} />
      </fieldset>
      <CheckboxField label="I am not a robot" errors={fields.robot.errors} inputProps={inputPropsOf(fields.robot, "checkbox")} />
      <FormAlert id={form.errorId} message={form.errors?.[0]} />
      {/* The spec's button has no sending state. */}
      <button type="submit" className="btn-primary">
        Submit
      </button>
    </Form>
  );
}
