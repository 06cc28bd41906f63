import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";
import { Field, FieldError, type FieldErrors } from "~/ui/forms";

/*
 * Two controls the shared field components do not have: a select, and a text field that formats
 * what is typed (phone, birthday). Both wire their error like the others (aria-invalid,
 * aria-describedby).
 */

export function SelectField({
  label,
  errors,
  selectProps,
  children,
}: {
  label: ReactNode;
  errors?: FieldErrors;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { key?: string | null };
  children: ReactNode;
}) {
  const { key, ...props } = selectProps;
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const invalid = Boolean(errors?.length);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        key={key ?? undefined}
        {...props}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger"
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

/**
 * A text field shown in its format while typed (`format`: "5551234567" → "(555) 123-4567").
 * Without JavaScript it is a plain field and the server reads what was typed.
 */
export function FormattedField({
  format,
  inputProps,
  ...field
}: {
  label: ReactNode;
  hint?: ReactNode;
  errors?: FieldErrors;
  className?: string;
  format: (typed: string) => string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string | null };
}) {
  const { key, defaultValue, ...props } = inputProps;
  // Keyed like conform's own inputs: a new initial value (a reply from the server) starts over.
  return <Formatted key={key ?? undefined} initial={format(String(defaultValue ?? ""))} format={format} field={field} inputProps={props} />;
}

function Formatted({
  initial,
  format,
  field,
  inputProps,
}: {
  initial: string;
  format: (typed: string) => string;
  field: { label: ReactNode; hint?: ReactNode; errors?: FieldErrors; className?: string };
  inputProps: InputHTMLAttributes<HTMLInputElement>;
}) {
  const [value, setValue] = useState(initial);
  return <Field {...field} inputProps={{ ...inputProps, value, onChange: (event) => setValue(format(event.currentTarget.value)) }} />;
}
