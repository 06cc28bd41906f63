import { useRef, type InputHTMLAttributes } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/*
 * The Place input, which finds the venue's place: a WAI-ARIA 1.2 combobox with a listbox popup.
 * Without JavaScript it is a plain text input and the form's "Search places" button searches.
 * Hydrated, it is a combobox at once (role, the empty listbox it controls, the polite live region);
 * the suggestions' behaviour (place-suggestions.ts) is fetched on the field's first focus, so a
 * visit that never touches the address downloads none of it (the dashboard's JS budget).
 */

export function PlaceCombobox({
  placesUrl,
  lineId,
  inputProps,
}: {
  placesUrl: string;
  /** The line that says which place is picked. */
  lineId: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
}) {
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const loaded = useRef(false);
  const listId = `${inputProps.id}-places`;
  const load = ({ currentTarget: input }: { currentTarget: HTMLInputElement }) => {
    if (loaded.current) return;
    loaded.current = true;
    void import("./place-suggestions").then(({ enhance }) => enhance(input, list.current!, status.current!, placesUrl, lineId));
  };
  // The same input before and after hydration: what was typed stays.
  const combobox = hydrated
    ? { role: "combobox", "aria-autocomplete": "list" as const, "aria-expanded": false, "aria-controls": listId, autoComplete: "off", onFocus: load }
    : {};
  return (
    <div className="relative">
      <input {...inputProps} {...combobox} />
      {hydrated ? (
        <>
          {/* Filled and styled by place-suggestions.ts; React renders them empty and leaves them so. */}
          <ul ref={list} id={listId} role="listbox" aria-label="Places" hidden />
          <p ref={status} role="status" aria-live="polite" className="sr-only" />
        </>
      ) : null}
    </div>
  );
}
