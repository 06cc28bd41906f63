import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { FieldError, type FieldErrors } from "./forms";

/** A labelled select that wires its error like the other fields (aria-invalid, aria-describedby). */
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
    // One column no wider than its container: a long option would otherwise widen the select past a phone's screen.
    // The label's gap and the control's height of a text field (forms.tsx), so a select beside one sits level with it.
    <div className="grid grid-cols-1 content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        key={key ?? undefined}
        {...props}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="min-h-11.5 w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-danger"
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}
