import { useEffect, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { PlaceChoice } from "./place-choice";

/*
 * The city input, which finds the venue's place (WAI-ARIA 1.2 combobox with a listbox popup).
 * Without JavaScript it is a plain text input and the form's "Find address" button does the
 * search. Once hydrated it asks `placesUrl` as the person types (debounced; an answer to an older
 * query is dropped), moves through the suggestions with the arrow keys (aria-activedescendant),
 * picks with Enter or a click, closes with Escape, and announces how many places it found.
 * Picking fills the form's city, state, country, latitude and longitude inputs.
 */

const DEBOUNCE_MS = 250;

export function PlaceCombobox({ placesUrl, inputProps }: { placesUrl: string; inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string } }) {
  const hydrated = useHydrated();
  const [places, setPlaces] = useState<PlaceChoice[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = `${inputProps.id}-places`;
  useEffect(() => () => clearTimeout(timer.current), []);

  function search(query: string) {
    clearTimeout(timer.current);
    const asked = ++latest.current;
    if (query.trim().length < 2) return close();
    timer.current = setTimeout(async () => {
      try {
        const response = await fetch(`${placesUrl}?q=${encodeURIComponent(query.trim())}`, { headers: { Accept: "application/json" } });
        const found = response.ok ? ((await response.json()) as PlaceChoice[]) : [];
        if (asked !== latest.current) return; // typed on since: a stale answer
        setPlaces(found);
        setActive(-1);
        setOpen(found.length > 0);
        setAnnouncement(found.length === 0 ? "No places found." : `${found.length} ${found.length === 1 ? "place" : "places"} found.`);
      } catch {
        if (asked === latest.current) setAnnouncement("The place search is unavailable.");
      }
    }, DEBOUNCE_MS);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(input: HTMLInputElement, place: PlaceChoice) {
    latest.current++;
    for (const [name, value] of Object.entries(place.fill)) {
      const control = input.form?.elements.namedItem(name);
      if (control instanceof HTMLInputElement) control.value = value;
    }
    close();
    setAnnouncement(`${place.label} picked.`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = places.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + count + (current === -1 && step < 0 ? 1 : 0)) % count);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault(); // picks; does not submit the form
      pick(event.currentTarget, places[active]!);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  }

  if (!hydrated) return <input {...inputProps} />;
  return (
    <div className="relative">
      <input
        {...inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onChange={(event) => search(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Places"
        hidden={!open}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {places.map((place, index) => (
          <li
            key={place.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="cursor-pointer px-3.5 py-2 aria-selected:bg-ink aria-selected:text-white"
            // Before the input's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => pick(event.currentTarget.closest("div")!.querySelector("input")!, place)}
          >
            {place.label}
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
