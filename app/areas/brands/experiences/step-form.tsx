import type { ReactNode } from "react";
import { Form } from "react-router";
import { formAttributes, useFormReply, type FormReplyField, type SubmissionResult } from "~/ui/form-reply";
import { FieldError, SubmitButton, useIsSubmitting } from "~/ui/forms";
import { ErrorSummary } from "./error-summary";

/*
 * A step's form: it posts to its own page (the server checks it; zod stays out of the bundle),
 * shows every error of the step at once in a summary that links to each field, and ends with
 * "Save and continue". The first submit button is the one Enter presses: saving, not adding or
 * removing a window.
 */

export const STEP_FORM_ID = "experience";

export type StepFields = (name: string) => FormReplyField;

export function StepForm({
  action,
  defaults,
  lastResult,
  submitLabel = "Save and continue",
  children,
}: {
  action: string;
  defaults: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel?: string;
  children: (fields: StepFields, echoed: Record<string, unknown> | undefined) => ReactNode;
}) {
  const [form, fields] = useFormReply<Record<string, unknown>>({ id: STEP_FORM_ID, lastResult, defaultValue: defaults, shouldValidate: "onSubmit" });
  const pending = useIsSubmitting({ formAction: action });
  const f: StepFields = (name) => fields[name] as FormReplyField;
  return (
    <Form method="post" action={action} {...formAttributes(form)} className="grid gap-8">
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
        {submitLabel}
      </button>
      <ErrorSummary formId={STEP_FORM_ID} formErrors={form.errors} fieldErrors={form.allErrors} />
      {children(f, lastResult?.initialValue as Record<string, unknown> | undefined)}
      <div>
        <SubmitButton pending={pending} pendingLabel="Saving…" name="intent" value="save">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

export function Group({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {hint ? <div className="text-sm text-muted sm:col-span-2">{hint}</div> : null}
      {children}
    </fieldset>
  );
}

/**
 * A group of checkboxes or radios for one field: the group is what an error links to and is
 * described by; each choice is a whole-box label.
 */
export function ChoiceGroup({
  field,
  legend,
  hint,
  type,
  choices,
}: {
  field: FormReplyField;
  legend: string;
  hint?: string;
  type: "checkbox" | "radio";
  choices: Array<{ value: string; label: ReactNode }>;
}) {
  const initial = field.initialValue;
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const describedBy = [hint ? hintId : null, field.errors?.length ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={field.id} tabIndex={-1} aria-describedby={describedBy} className="sm:col-span-2">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {choices.map((choice, index) => {
          const checked = Array.isArray(initial) ? initial.includes(choice.value) : initial === choice.value;
          const id = `${field.id}-${index}`;
          return (
            <label key={choice.value} htmlFor={id} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 text-sm text-ink has-checked:border-ink has-checked:bg-mist">
              <input
                type={type}
                id={id}
                name={field.name}
                value={choice.value}
                defaultChecked={checked}
                aria-invalid={field.errors?.length ? true : undefined}
                className="mt-0.5 size-5 shrink-0 rounded border-line accent-ink"
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} errors={field.errors} />
    </fieldset>
  );
}
