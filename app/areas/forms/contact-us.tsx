import { formAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { Form, Link } from "react-router";
import type { Route } from "./+types/contact-us";
import { platformFor } from "~/.server/platform/connection";
import { formTenant } from "./public-forms.server";
import { submitForm } from "~/.server/forms/submission";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { CheckboxField, Field, FormAlert, HoneypotFields, SubmitButton, TextareaField, useIsSubmitting } from "~/ui/forms";
import { PageIntro } from "~/ui/page-intro";
import { FormCard, RequiredNote, SuccessPanel } from "./public-form";
import { pageMeta } from "~/areas/shell/meta";
import { messages } from "./public-forms";
import { FIELD_LIMITS } from "#contract/limits";
import { contactSchema, type ContactFields } from "./contact-us.schema";
import { formCalls } from "./form-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Contact Us", "Send us a message and our team will get back to you.");

export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, {
    schema: contactSchema,
    honeypot: { spamMessage: messages.spam },
    async submit({ name, email, message }) {
      await formCalls(platformFor(request, context)).sendContactMessage(formTenant, { name, email, message });
      return { sent: true as const };
    },
    // The spec's one message for a refused or failed send (§8), whatever the reason.
    failure: () => messages.contactFailed,
  });
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData;
  return (
    <>
      <PageIntro title="Contact Us" lead="Questions about memberships, the platform or a project? Our team answers every message." />
      <FormCard
        aside={
          <>
            <h2 className="font-semibold text-ink">Other ways to reach us</h2>
            <p className="mt-2">
              Looking for a new website? <Link to="/request-website" className="link">Request a website</Link>. Want to join
              the team? <Link to="/request-resume" className="link">Submit your resume</Link>.
            </p>
          </>
        }
      >
        {sent ? (
          <SuccessPanel title="Thank you for your message!">
            <p>We received it and will get back to you by email soon.</p>
            <p>
              <Link to="/" className="link">
                Back to the home page
              </Link>
            </p>
          </SuccessPanel>
        ) : (
          <ContactForm lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
        )}
      </FormCard>
    </>
  );
}

function ContactForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<ContactFields>({
    lastResult,
    // Checked by the server (the same rules without JavaScript): zod stays out of the page's bundle.
    shouldValidate: "onSubmit",
  });
  const pending = useIsSubmitting();
  // The browser checks the email input's format itself (no noValidate): the spec's own rule.
  const { noValidate: _noValidate, ...formProps } = formAttributes(form);
  return (
    <Form method="post" {...formProps} aria-labelledby="contact-form-title" className="space-y-6">
      <h2 id="contact-form-title" className="text-xl font-semibold">
        Send us a message
      </h2>
      <RequiredNote />
      <HoneypotFields />
      <Field
        label="Name"
        errors={fields.name.errors}
        inputProps={{ ...inputPropsOf(fields.name, "text"), autoComplete: "name", maxLength: FIELD_LIMITS.name, "aria-required": true }}
      />
      <Field
        label="Email"
        errors={fields.email.errors}
        inputProps={{ ...inputPropsOf(fields.email, "email"), autoComplete: "email", maxLength: FIELD_LIMITS.email, "aria-required": true }}
      />
      <TextareaField
        label="Message"
        errors={fields.message.errors}
        textareaProps={{ ...textareaPropsOf(fields.message), maxLength: FIELD_LIMITS.message, "aria-required": true }}
      />
      <CheckboxField label="I am not a robot" errors={fields.robot.errors} inputProps={inputPropsOf(fields.robot, "checkbox")} />
      <FormAlert id={form.errorId} message={form.errors?.[0]} />
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send Message
      </SubmitButton>
    </Form>
  );
}
