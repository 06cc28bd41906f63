import { useState } from "react";
import { FieldFrame, useFieldWiring, type FieldProps } from "./forms";

/**
 * A colour: a swatch big enough to see and to press (a native colour picker with a border: a bare
 * one renders as a thin line), and its value written beside it (#00cde8), which follows the picker
 * once JavaScript runs; without it the page shows the value it was sent with. Its own module, so
 * only the pages that edit colours ship it (every form's page loads ./forms).
 */
export function ColourField({ label, hint, errors, errorId, optional, inputProps, className }: FieldProps) {
  const { key, onChange, ...props } = inputProps;
  const wiring = useFieldWiring(props, hint, errors, errorId);
  const [value, setValue] = useState(String(props.defaultValue ?? props.value ?? ""));
  return (
    <FieldFrame wiring={wiring} label={label} optional={optional} hint={hint} errors={errors} className={className}>
      <div className="mt-1.5 flex items-center gap-3">
        <input
          key={key ?? undefined}
          {...props}
          type="color"
          id={wiring.id}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            onChange?.(event);
          }}
          className="h-11 w-16 shrink-0 cursor-pointer rounded-lg border-2 border-ink bg-white p-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-magenta-ink aria-[invalid=true]:border-danger"
          {...wiring.aria}
        />
        <span className="font-mono text-sm text-ink">{value}</span>
      </div>
    </FieldFrame>
  );
}
