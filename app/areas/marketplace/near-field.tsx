import { useRef, useState, type FormEvent } from "react";
import { Field } from "~/ui/forms";

/*
 * The search's "Near" field: a place typed as people write it ("Portland, OR"). Without
 * JavaScript the search finds it when the form is sent (near.server.ts) and says so at the field
 * when there is none. With JavaScript the input's datalist offers the platform's places as the
 * person types (GET /experiences/places, debounced; an answer to an older query is dropped).
 */

const DEBOUNCE_MS = 250;
const LIST_ID = "near-places";
const HINT_ID = "near-hint";

export function NearField({ defaultValue, errors }: { defaultValue: string; errors?: string[] }) {
  const [places, setPlaces] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const suggest = (event: FormEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value.trim();
    const asked = ++latest.current;
    clearTimeout(timer.current);
    if (typed.length < 2) return setPlaces([]);
    timer.current = setTimeout(async () => {
      try {
        const response = await fetch(`/experiences/places?q=${encodeURIComponent(typed)}`, { headers: { Accept: "application/json" } });
        const found = response.ok ? ((await response.json()) as string[]) : [];
        if (asked === latest.current) setPlaces(found);
      } catch {
        // No suggestions: the typed place is still found when the form is sent.
      }
    }, DEBOUNCE_MS);
  };
  // The hint under the field, not between its label and input: the input then sits level with "Within" beside it.
  return (
    <div>
      <Field
        label="Near"
        errors={errors}
        inputProps={{ name: "near", type: "text", defaultValue, maxLength: 100, list: LIST_ID, autoComplete: "off", onInput: suggest, "aria-describedby": HINT_ID }}
      />
      <p id={HINT_ID} className="mt-1 text-sm text-muted">
        A town or city, like Portland, OR
      </p>
      <datalist id={LIST_ID}>
        {places.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
    </div>
  );
}
