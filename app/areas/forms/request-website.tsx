import { formAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { Form, Link } from "react-router";
import type { Route } from "./+types/request-website";
import { platformFor } from "~/.server/platform/connection";
import { failureMessage } from "~/.server/forms/platform-failures";
import { formTenant } from "./public-forms.server";
import { submitForm } from "~/.server/forms/submission";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { CheckboxField, Field, FormAlert, HoneypotFields, SubmitButton, TextareaField, useIsSubmitting } from "~/ui/forms";
import { PageIntro } from "~/ui/page-intro";
import { FormCard, RequiredNote, SuccessPanel } from "./public-form";
import { pageMeta } from "~/areas/shell/meta";
import { messages } from "./public-forms";
import { FIELD_LIMITS } from "#contract/limits";
import { websiteRequestSchema, type WebsiteRequestFields } from "./request-website.schema";
import { formCalls } from "./form-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Request a Website", "Tell us about the website you need and we will prepare a proposal.");

export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, {
    schema: websiteRequestSchema,
    honeypot: { spamMessage: messages.spam },
    // The spec's form stops here (§4: no call); we keep the request so the team can answer it.
    async submit(websiteRequest) {
      await formCalls(platformFor(request, context)).submitWebsiteRequest(formTenant, websiteRequest);
      return { sent: true as const };
    },
    failure: (error) => failureMessage(error, messages.websiteFailed),
  });
}

export default function RequestWebsite({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData;
  return (
    <>
      <PageIntro
        title="REQUEST A WEBSITE"
        lead="Tell us about the website you need: our team will reach out to schedule a discovery call and prepare a proposal."
      />
      <FormCard
        aside={
          <>
            <h2 className="font-semibold text-ink">What happens next</h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>We read your description.</li>
              <li>We schedule a discovery call with you.</li>
              <li>You receive a proposal with scope, timeline and price.</li>
            </ol>
          </>
        }
      >
        {sent ? (
          <SuccessPanel title="Thanks — we received your request">
            <p>Our team will reach out to schedule a discovery call and provide a proposal.</p>
            <p className="flex flex-wrap gap-3">
              <Link to="/showcase" className="btn-primary">
                View Showcase
              </Link>
              <Link to="/pricing" className="btn-secondary">
                See Pricing
              </Link>
            </p>
          </SuccessPanel>
        ) : (
          <WebsiteRequestForm lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
        )}
      </FormCard>
    </>
  );
}

function WebsiteRequestForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<WebsiteRequestFields>({
    lastResult,
    // Checked by the server (the same rules without JavaScript): zod stays out of the page's bundle.
    shouldValidate: "onSubmit",
  });
  const pending = useIsSubmitting();
  const { noValidate: _noValidate, ...formProps } = formAttributes(form);
  return (
    <Form method="post" {...formProps} aria-labelledby="website-form-title" className="space-y-6">
      <h2 id="website-form-title" className="text-xl font-semibold">
        Tell us about your project
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
          label="Company"
          optional
          errors={fields.company.errors}
          inputProps={{ ...inputPropsOf(fields.company, "text"), autoComplete: "organization", maxLength: FIELD_LIMITS.name }}
        />
        <Field
          label="Phone"
          optional
          errors={fields.phone.errors}
          inputProps={{ ...inputPropsOf(fields.phone, "tel"), autoComplete: "tel", maxLength: FIELD_LIMITS.phone }}
        />
        <Field
          label="Email"
          errors={fields.email.errors}
          inputProps={{ ...inputPropsOf(fields.email, "email"), autoComplete: "email", maxLength: FIELD_LIMITS.email, "aria-required": true }}
        />
      </div>
      <TextareaField
        label="Description of the site you need"
        hint="What it is for, the pages or features you have in mind, and any deadline."
        errors={fields.description.errors}
        textareaProps={{ ...textareaPropsOf(fields.description), rows: 6, maxLength: FIELD_LIMITS.message, "aria-required": true }}
      />
      <CheckboxField label="I am not a robot" errors={fields.robot.errors} inputProps={inputPropsOf(fields.robot, "checkbox")} />
      <FormAlert id={form.errorId} message={form.errors?.[0]} />
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send Request
      </SubmitButton>
    </Form>
  );
}
