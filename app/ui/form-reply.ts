import { useId, useLayoutEffect, useRef, useState } from "react";
import type { SubmissionResult } from "@conform-to/react";

/*
 * A form's reply from the server, in the browser: ids, the values typed and the errors of the
 * action's reply (`SubmissionResult`, made by app/.server/forms/submission.ts with @conform-to/zod),
 * and the focus on the first invalid field when a reply comes back. Validation runs on the server
 * only. The markup is conform's, word for word (tests/unit/form-reply.test.tsx renders both), but
 * the names are our own (useFormReply, FormReplyField, formAttributes…) so that conform's
 * documentation is not read as this code's: conform's own client is not shipped. Measured with
 * esbuild (minified, React external): @conform-to/react's useForm and prop getters are 9,347 B
 * gzip, this file 1,102 B; the heaviest route is 118.9 KB of the 120 KB budget
 * (tests/e2e/js-budget.spec.ts), so conform's 8 KB more on every form page does not fit.
 */

export type { SubmissionResult };
type Errors = string[] | undefined;

export interface FormReplyField {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  initialValue: unknown;
  errors: Errors;
  /** The errors of this field and of the fields inside it (a list's items: `interests[0]`). */
  allErrors: Record<string, string[]>;
}

export interface FormReplyForm extends FormReplyField {
  noValidate: boolean;
  status: "success" | "error" | undefined;
}

type FormOptions<Fields> = {
  id?: string;
  /** The action's reply; the values it echoes win over `defaultValue`. */
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { [K in keyof Fields]?: unknown };
  /** Kept for the reader: every form is checked on submission, by the server. */
  shouldValidate?: "onSubmit";
};

type Value = string | string[] | undefined;

/** conform's serialisation of default values: what an input would hold. */
function serialize(value: unknown): Value {
  if (Array.isArray(value)) return value.map((item) => serialize(item)).filter((item): item is string => typeof item === "string");
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

const isInside = (name: string, prefix: string) => name === prefix || name.startsWith(`${prefix}[`) || name.startsWith(`${prefix}.`);

export function useFormReply<Fields extends Record<string, unknown>>(options: FormOptions<Fields>) {
  const generatedId = useId();
  const formId = options.id ?? generatedId;
  // The values a field starts with are set once, like an uncontrolled input's: a reply that comes
  // back while the page stays does not overwrite what the person typed.
  const [initial] = useState<Record<string, unknown>>(() => {
    const echoed = options.lastResult?.initialValue;
    if (echoed) return echoed;
    return Object.fromEntries(Object.entries(options.defaultValue ?? {}).map(([name, value]) => [name, serialize(value)]));
  });
  // The last reply stays shown until another one comes (a later navigation has no action data).
  const [result, setResult] = useState(options.lastResult ?? undefined);
  if (options.lastResult && options.lastResult !== result) setResult(options.lastResult);
  const errors: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(result?.error ?? {})) if (list?.length) errors[name] = list;

  useFocusOnReply(formId, result, errors);

  const metadata = (name: string): FormReplyField => {
    const id = name ? `${formId}-${name}` : formId;
    return {
      id,
      name,
      formId,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      initialValue: name ? initial[name] : initial,
      errors: errors[name],
      allErrors: Object.fromEntries(Object.entries(errors).filter(([key]) => !name || isInside(key, name))),
    };
  };
  const form: FormReplyForm = { ...metadata(""), noValidate: true, status: result?.status };
  const fields = new Proxy({} as { [K in keyof Fields]-?: FormReplyField }, {
    get: (_, name) => (typeof name === "string" ? metadata(name) : undefined),
  });
  return [form, fields] as const;
}

/** A failed reply that arrives while the page stays moves the focus to its first invalid field. */
function useFocusOnReply(formId: string, result: SubmissionResult<string[]> | undefined, errors: Record<string, string[]>) {
  const shown = useRef(result);
  useLayoutEffect(() => {
    if (result === shown.current) return;
    shown.current = result;
    const form = document.getElementById(formId);
    if (result?.status !== "error" || !(form instanceof HTMLFormElement)) return;
    for (const element of form.elements) {
      if (errors[(element as HTMLInputElement).name]) {
        (element as HTMLElement).focus();
        break;
      }
    }
  });
}

/** The form's own props; its aria-describedby points at the form's message when it has one. */
export function formAttributes(form: FormReplyForm) {
  return {
    id: form.id,
    noValidate: form.noValidate,
    ...(form.errors ? { "aria-describedby": form.errorId } : {}),
  };
}

type ControlOptions = { ariaAttributes?: boolean };

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

function controlProps(field: FormReplyField, { ariaAttributes = true }: ControlOptions) {
  const invalid = field.errors !== undefined;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    ...(ariaAttributes && invalid ? { "aria-invalid": true, "aria-describedby": field.errorId } : {}),
  };
}

export function inputAttributes(field: FormReplyField, options: ControlOptions & { type: string; value?: string }) {
  const props: Record<string, unknown> & { key?: string } = { ...controlProps(field, options), type: options.type };
  if (options.type === "checkbox" || options.type === "radio") {
    props.value = options.value ?? "on";
    props.defaultChecked = Array.isArray(field.initialValue) ? field.initialValue.includes(options.value) : field.initialValue === props.value;
  } else if (typeof field.initialValue === "string") {
    props.defaultValue = field.initialValue;
  }
  return props;
}

export function selectAttributes(field: FormReplyField, options: ControlOptions = {}) {
  const initial = field.initialValue;
  return { ...controlProps(field, options), defaultValue: Array.isArray(initial) ? initial.map(String) : text(initial) };
}

export function textareaAttributes(field: FormReplyField, options: ControlOptions = {}) {
  return { ...controlProps(field, options), defaultValue: text(field.initialValue) };
}

export function choiceAttributes(field: FormReplyField, options: ControlOptions & { type: "checkbox" | "radio"; options: string[] }) {
  const initial = field.initialValue;
  return options.options.map((value) => ({
    ...controlProps(field, options),
    key: value,
    id: `${field.id}-${value}`,
    type: options.type,
    value,
    defaultChecked: options.type === "checkbox" && Array.isArray(initial) ? initial.includes(value) : initial === value,
  }));
}
