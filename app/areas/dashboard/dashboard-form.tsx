import { formAttributes, type FormReplyForm, type SubmissionResult } from "~/ui/form-reply";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton, useIsSubmitting } from "~/ui/forms";

/**
 * Every dashboard form: it posts to a route of its own, carries conform's props, and ends with
 * its error summary and its button, which shows the pending label while this form (and no other)
 * is being sent.
 */
export function DashboardForm<Fields extends Record<string, unknown>>({
  action,
  form,
  submit,
  planId,
  encType,
  className = "grid gap-3",
  aside,
  summary,
  children,
}: {
  action: string;
  form: FormReplyForm;
  submit: { label: ReactNode; pendingLabel: string; className?: string };
  /** For a form repeated per membership: its plan, sent as a hidden field. */
  planId?: string;
  encType?: "multipart/form-data";
  className?: string;
  /** Beside the button (a way out that is not a submission). */
  aside?: ReactNode;
  /** The error summary when the form words it itself (several fields wrong); else the usual one. */
  summary?: string;
  children?: ReactNode;
}) {
  const pending = useSending(action, planId);
  return (
    <Form method="post" action={action} encType={encType} {...formAttributes(form)} className={className}>
      {planId === undefined ? null : <input type="hidden" name="planId" value={planId} />}
      {children}
      <FormAlert id={form.errorId} message={summary ?? summaryOf(form)} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel={submit.pendingLabel} className={submit.className}>
          {submit.label}
        </SubmitButton>
        {aside}
      </div>
    </Form>
  );
}

/**
 * What the form's alert (the error summary above its button) says: the one mistake as it is;
 * several (the form's message first, then each field's, which that field also shows beside
 * itself) all of them with their count, so none is found only after the next submit.
 */
export function summaryOf(form: { errors?: string[]; allErrors: Record<string, string[]> }): string | undefined {
  // Each message is a sentence of its own (ends with a stop): joined, they read as one paragraph.
  const all = [...new Set([...(form.errors ?? []), ...Object.values(form.allErrors).flat()])];
  return all.length > 1 ? `${all.length} things to fix: ${all.join(" ")}` : all[0];
}

/**
 * Whether this form is the one being sent: its action, and for a form repeated per membership,
 * its plan (the pending label shows on that form only).
 */
function useSending(formAction: string, planId?: string): boolean {
  const sending = useIsSubmitting({ formAction });
  const navigation = useNavigation();
  return sending && (planId === undefined || navigation.formData?.get("planId") === planId);
}

/** A form route's answer (conform's result), when its action did not redirect. */
export function replyOf(actionData: unknown): SubmissionResult<string[]> | undefined {
  return actionData && typeof actionData === "object" && "result" in actionData
    ? (actionData.result as SubmissionResult<string[]>)
    : undefined;
}
