import { formAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { useLayoutEffect, useRef, useState, type InputHTMLAttributes } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/request-resume";
import { platformFor } from "~/.server/platform/connection";
import { failureMessage } from "~/.server/forms/platform-failures";
import { formTenant, readResumeUpload, startsLikeItsKind } from "./public-forms.server";
import { FormRefusal, submitForm } from "~/.server/forms/submission";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { CheckboxField, Field, FormAlert, HoneypotFields, SubmitButton, TextareaField, useIsSubmitting } from "~/ui/forms";
import { PageIntro } from "~/ui/page-intro";
import { FormCard, RequiredNote, SuccessPanel } from "./public-form";
import { pageMeta } from "~/areas/shell/meta";
import { messages, resumeFileProblem } from "./public-forms";
import { DOCUMENT_ACCEPT } from "#contract/file-kinds";
import { FIELD_LIMITS } from "#contract/limits";
import { resumeSchema, type ResumeFields } from "./request-resume.schema";
import { formCalls } from "./form-calls.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Submit Your Resume", "Send us your resume to join the team.");

/** Said under the message when the form comes back without the file a person had attached. */
const ATTACH_AGAIN = "Your details are kept, but the file is not: please attach your resume again.";

export async function action({ request, context }: Route.ActionArgs) {
  // Streamed: an oversized upload is cut at 5 MB, keeping the fields sent before the file.
  const upload = await readResumeUpload(request);
  const chosen = upload.formData.get("file");
  return submitForm(request, {
    schema: resumeSchema,
    formData: upload.formData,
    honeypot: { spamMessage: messages.spam },
    refusal: upload.tooLarge
      ? new FormRefusal(messages.resumeFileSize, 413)
      : upload.unreadable
        ? new FormRefusal(messages.resumeFailed)
        : null,
    // A page load cannot refill a file input: the page says so when a file had been sent.
    reply: { fileDropped: upload.tooLarge || (chosen instanceof File && chosen.size > 0) },
    async submit({ name, email, message, file }) {
      // The name and declared type were checked by the schema; the first bytes must agree with them.
      if (!(await startsLikeItsKind(file))) throw new FormRefusal(messages.resumeFileType, 415);
      await formCalls(platformFor(request, context)).submitResume(formTenant, { name, email, message, file });
      return { sent: true as const };
    },
    // §8: the response text when there is one, else the fallback.
    failure: (error) => failureMessage(error, messages.resumeFailed),
  });
}

export default function RequestResume({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData;
  return (
    <>
      <PageIntro title="SUBMIT YOUR RESUME" lead="Send us your resume and a short message about the work you love." />
      <FormCard
        aside={
          <>
            <h2 className="font-semibold text-ink">Good to know</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>PDF, DOC or DOCX, up to 5 MB.</li>
              <li>We keep your resume only to consider you for roles with us.</li>
              <li>
                Want to work with members as a Guide? Use the <Link to="/interests" className="link">interest form</Link>.
              </li>
            </ul>
          </>
        }
      >
        {sent ? (
          <SuccessPanel title="Thanks — we received your submission">
            <p>Our team reviews every resume and will contact you if there is a match.</p>
            <p>
              <Link to="/careers" className="link">
                Back to Careers
              </Link>
            </p>
          </SuccessPanel>
        ) : (
          <ResumeForm
            lastResult={actionData && "result" in actionData ? actionData.result : undefined}
            fileDropped={Boolean(actionData && "fileDropped" in actionData && actionData.fileDropped)}
          />
        )}
      </FormCard>
    </>
  );
}

function ResumeForm({ lastResult, fileDropped }: { lastResult: SubmissionResult<string[]> | undefined; fileDropped: boolean }) {
  const [form, fields] = useFormReply<ResumeFields>({
    lastResult,
    // Checked by the server (the same rules without JavaScript): zod stays out of the page's bundle.
    shouldValidate: "onSubmit",
  });
  const pending = useIsSubmitting();
  const fileInput = useRef<HTMLInputElement>(null);
  /** A problem with the file just chosen (checked at once, with JavaScript). */
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // Without JavaScript the page comes back with an empty file input; with it, the browser usually
  // keeps the chosen file, so only say "attach again" when the input really is empty.
  const [fileMissing, setFileMissing] = useState(fileDropped);
  useLayoutEffect(() => {
    setFileMissing(fileDropped && !fileInput.current?.files?.length);
  }, [lastResult, fileDropped]);

  const { noValidate: _noValidate, ...formProps } = formAttributes(form);
  const { key: _key, ...fileProps } = inputPropsOf(fields.file, "file"); // no key: React must not replace the input and lose the file
  const message = fileProblem ?? form.errors?.[0];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...formProps}
      onSubmit={() => {
        setFileProblem(null); // each attempt starts without the last message
        setFileMissing(false);
      }}
      aria-labelledby="resume-form-title"
      className="space-y-6"
    >
      <h2 id="resume-form-title" className="text-xl font-semibold">
        Your details
      </h2>
      <RequiredNote />
      {/* Before the file, so that it is read even when an oversized file stops the upload. */}
      <HoneypotFields />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          label="Full name"
          errors={fields.name.errors}
          inputProps={{ ...inputPropsOf(fields.name, "text"), autoComplete: "name", maxLength: FIELD_LIMITS.name, "aria-required": true }}
        />
        <Field
          label="Email"
          errors={fields.email.errors}
          inputProps={{ ...inputPropsOf(fields.email, "email"), autoComplete: "email", maxLength: FIELD_LIMITS.email, "aria-required": true }}
        />
      </div>
      <TextareaField
        label="Short message"
        errors={fields.message.errors}
        textareaProps={{ ...textareaPropsOf(fields.message), rows: 4, maxLength: FIELD_LIMITS.message, "aria-required": true }}
      />
      <Field
        label="Resume"
        hint="PDF, DOC or DOCX, up to 5 MB."
        errors={fields.file.errors}
        inputProps={{
          ...fileProps,
          // React 19 passes `ref` through as a prop; the shared Field spreads it onto the input.
          ...({ ref: fileInput } as InputHTMLAttributes<HTMLInputElement>),
          accept: DOCUMENT_ACCEPT,
          "aria-required": true,
          "aria-describedby": fileMissing ? "resume-attach-again" : undefined,
          onChange: (event) => {
            setFileProblem(null);
            setFileMissing(false);
            const chosen = event.currentTarget.files?.[0];
            if (!chosen) return;
            const problem = resumeFileProblem(chosen);
            if (problem) {
              event.currentTarget.value = ""; // the file is dropped (§5)
              setFileProblem(problem);
            }
          },
        }}
      />
      <CheckboxField label="I am not a robot" errors={fields.robot.errors} inputProps={inputPropsOf(fields.robot, "checkbox")} />
      <div className="space-y-2">
        <FormAlert id={form.errorId} message={message} />
        {fileMissing && message ? (
          <p id="resume-attach-again" className="text-sm font-medium text-ink">
            {ATTACH_AGAIN}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} pendingLabel="Uploading…">
        Submit Resume
      </SubmitButton>
    </Form>
  );
}
