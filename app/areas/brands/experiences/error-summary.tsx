import { useEffect, useRef } from "react";

/*
 * GOV.UK's error summary for a long form: at its top, "There is a problem" and every error (a
 * sentence that names what it is about) as a link to its field, taking focus when a refusal comes back so keyboard and screen-reader users
 * start from it. Fields keep their own message beside them too.
 */

export function ErrorSummary({
  formId,
  formErrors,
  fieldErrors,
}: {
  formId: string;
  formErrors: string[] | undefined;
  fieldErrors: Record<string, string[]>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const fields = Object.entries(fieldErrors).filter(([, errors]) => errors.length > 0);
  // The form's own message, unless it is a field's (a refusal by the platform is both).
  const general = (formErrors ?? []).filter((message) => !fields.some(([, errors]) => errors.includes(message)));
  const signature = JSON.stringify([general, fields]);
  useEffect(() => {
    if (general.length + fields.length > 0) ref.current?.focus();
    // Focus once per reply: the signature changes when the errors do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  if (general.length + fields.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={`${formId}-summary-title`} className="rounded-xl border-2 border-danger p-4 focus:outline-3 focus:outline-offset-2">
      <h2 id={`${formId}-summary-title`} className="text-lg font-semibold">
        There is a problem
      </h2>
      <ul className="mt-2 grid gap-1 text-sm">
        {general.map((message) => (
          <li key={message} className="font-medium text-danger">
            {message}
          </li>
        ))}
        {fields.map(([name, errors]) => (
          <li key={name}>
            <a href={`#${formId}-${name}`} className="font-medium text-danger underline">
              {errors[0]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
