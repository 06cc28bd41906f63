import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { useFormAction, useNavigation } from "react-router";
import { typedCode } from "#contract/verification-code";

/**
 * Form building blocks shared by every form (DESIGN.md rules 1, 2 and 6): labelled fields that
 * wire aria-invalid and aria-describedby, an error summary that takes focus, one form-level
 * message, a submit button with a pending label, and the honeypot.
 */

export type FieldErrors = string[] | undefined;

export const inputClass =
  "block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-muted/70 focus:border-ink focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-magenta-ink aria-[invalid=true]:border-danger";

function describedBy(...ids: Array<string | false | undefined>) {
  const value = ids.filter(Boolean).join(" ");
  return value || undefined;
}

export function FieldError({ id, errors }: { id: string; errors: FieldErrors }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {errors[0]}
    </p>
  );
}

export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  errors?: FieldErrors;
  /**
   * Where the field's error is shown already (the form's one message, in FormAlert): the field is
   * marked invalid and points there instead of repeating it under itself.
   */
  errorId?: string;
  optional?: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string | null };
  className?: string;
};

type FieldWiring = {
  id: string;
  errorId: string;
  /** The error is shown elsewhere (errorId is not the field's own). */
  errorShownElsewhere: boolean;
  hintId: string;
  aria: { "aria-invalid"?: InputHTMLAttributes<HTMLInputElement>["aria-invalid"]; "aria-describedby"?: string };
};

/**
 * The ids and aria attributes that tie a control to its hint and its error. What the caller
 * passes (an aria-invalid or aria-describedby of its own) is kept, not overwritten.
 */
export function useFieldWiring(
  control: { id?: string; "aria-invalid"?: FieldWiring["aria"]["aria-invalid"]; "aria-describedby"?: string },
  hint: ReactNode,
  errors: FieldErrors,
  shownAt?: string,
): FieldWiring {
  const fallbackId = useId();
  const id = control.id ?? fallbackId;
  const errorId = shownAt ?? `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  return {
    id,
    errorId,
    errorShownElsewhere: shownAt !== undefined,
    hintId,
    aria: {
      "aria-invalid": invalid || control["aria-invalid"] || undefined,
      "aria-describedby": describedBy(hint ? hintId : undefined, invalid && errorId, control["aria-describedby"]),
    },
  };
}

/** A label (with "(optional)" when it is), the hint, the control, then its error. */
export function FieldFrame({
  wiring,
  label,
  optional,
  hint,
  errors,
  className,
  children,
}: { wiring: FieldWiring; children: ReactNode } & Pick<FieldProps, "label" | "optional" | "hint" | "errors" | "className">) {
  return (
    <div className={className}>
      <label htmlFor={wiring.id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p id={wiring.hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {wiring.errorShownElsewhere ? null : <FieldError id={wiring.errorId} errors={errors} />}
    </div>
  );
}

export function Field({ label, hint, errors, errorId, optional, inputProps, className }: FieldProps) {
  const { key, ...props } = inputProps;
  const wiring = useFieldWiring(props, hint, errors, errorId);
  return (
    <FieldFrame wiring={wiring} label={label} optional={optional} hint={hint} errors={errors} className={className}>
      <input key={key ?? undefined} {...props} id={wiring.id} className={`mt-1.5 ${inputClass}`} {...wiring.aria} />
    </FieldFrame>
  );
}

export function TextareaField({
  label,
  hint,
  errors,
  optional,
  textareaProps,
  className,
}: Omit<FieldProps, "inputProps"> & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string | null } }) {
  const { key, ...props } = textareaProps;
  const wiring = useFieldWiring(props, hint, errors);
  return (
    <FieldFrame wiring={wiring} label={label} optional={optional} hint={hint} errors={errors} className={className}>
      <textarea key={key ?? undefined} rows={5} {...props} id={wiring.id} className={`mt-1.5 ${inputClass}`} {...wiring.aria} />
    </FieldFrame>
  );
}

/** A checkbox with its label and, when given, a hint under the label that the box describes itself by. */
export function CheckboxField({
  label,
  hint,
  errors,
  inputProps,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  errors?: FieldErrors;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string | null };
  className?: string;
}) {
  const { key, ...props } = inputProps;
  const wiring = useFieldWiring(props, hint, errors);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          key={key ?? undefined}
          {...props}
          type="checkbox"
          id={wiring.id}
          className="mt-0.5 size-5 shrink-0 rounded border-line accent-ink"
          {...wiring.aria}
        />
        <div>
          <label htmlFor={wiring.id} className="text-sm text-ink">
            {label}
          </label>
          {hint ? (
            <p id={wiring.hintId} className="mt-0.5 text-sm text-muted">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={wiring.errorId} errors={errors} />
    </div>
  );
}

/** The 6-digit code entry: non-digits are dropped as the person types, and it stops at 6. */
export function VerificationCodeField({
  label = "Verification code",
  value,
  onValueChange,
  inputProps,
  ...rest
}: Omit<FieldProps, "inputProps" | "label"> & {
  label?: ReactNode;
  value: string;
  onValueChange: (code: string) => void;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field
      label={label}
      {...rest}
      inputProps={{
        name: "code",
        inputMode: "numeric",
        autoComplete: "one-time-code",
        maxLength: 6,
        ...inputProps,
        value,
        onChange: (event) => onValueChange(typedCode(event.currentTarget.value)),
      }}
    />
  );
}


/**
 * The one message a failed form shows (the spec's wording), in red above the submit button.
 * It is announced, and takes focus after a failed submit so keyboard and screen-reader users
 * land on it (GOV.UK's error summary pattern).
 */
export function FormAlert({ id, message, tone = "error" }: { id?: string; message?: string | null; tone?: "error" | "success" }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && tone === "error") ref.current?.focus();
  }, [message, tone]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${
        tone === "error" ? "border-danger/30 bg-danger/5 text-danger" : "border-success/30 bg-success/5 text-success"
      }`}
    >
      {message}
    </div>
  );
}

/** Whether this form's submission is in flight (for the pending label). */
export function useIsSubmitting({ formAction, formMethod = "POST" }: { formAction?: string; formMethod?: "POST" | "GET" } = {}) {
  const contextAction = useFormAction();
  const navigation = useNavigation();
  const action = formAction ?? contextAction;
  return (
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === formMethod &&
    stripIndex(navigation.formAction ?? "") === stripIndex(action)
  );
}

function stripIndex(action: string) {
  return action.replace(/[?&]index(=[^&]*)?/, "");
}

/** A submit button that reads its pending label ("Signing In...") and is disabled while busy. */
export function SubmitButton({
  children,
  pendingLabel,
  pending,
  className = "btn-primary",
  ...props
}: { children: ReactNode; pendingLabel: ReactNode; pending: boolean; className?: string } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="submit" {...props} className={className} disabled={pending || props.disabled} aria-disabled={pending || undefined}>
      {pending ? pendingLabel : children}
    </button>
  );
}

// The honeypot's fields live apart; the forms take them from here with the rest.
export { HoneypotFields, HoneypotProvider } from "./honeypot-fields";
