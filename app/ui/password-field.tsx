import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FieldFrame, inputClass, useFieldWiring, type FieldProps } from "./forms";

/**
 * A password input with a show/hide toggle. The toggle only appears once JavaScript runs, so
 * without it the field simply stays masked and there is no dead button. Its own module: only the
 * pages that ask for a password ship it.
 */
export function PasswordField({ label, hint, errors, errorId, inputProps, className }: FieldProps) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const { key, ...props } = inputProps;
  const wiring = useFieldWiring(props, hint, errors, errorId);
  return (
    <FieldFrame wiring={wiring} label={label} hint={hint} errors={errors} className={className}>
      <div className="relative mt-1.5">
        <input
          key={key ?? undefined}
          {...props}
          id={wiring.id}
          type={visible ? "text" : "password"}
          className={`${inputClass} ${hydrated ? "pr-20" : ""}`}
          {...wiring.aria}
        />
        {hydrated ? (
          <button
            type="button"
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-ink hover:bg-mist"
            aria-controls={wiring.id}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? "Hide" : "Show"}
            <span className="sr-only"> password</span>
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
