import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { Field, type FieldErrors } from "~/ui/forms";

/*
 * A control the shared field components do not have: a text field that formats what is typed
 * (phone, birthday), wiring its error like the others (aria-invalid, aria-describedby).
 */

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
