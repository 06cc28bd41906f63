/*
 * The booking form's slot radios, shared by the list of dates (without JavaScript) and the month
 * view (with it), so the form sends the same `slot` field either way.
 */

/** One slot offered: its form value ("2026-12-10T18:00"), "Thu, Dec 10 · 6:00 PM CST", the reader's own time when it differs, the places left. */
export type SlotChoice = { value: string; label: string; time: string; yours: string | null; placesLeft: number };
export type SlotDay = { date: string; label: string; slots: SlotChoice[] };
/** One month of the month view ("2026-12"): its days that run, and the months around it with bookable days ("2026-11"), or null. */
export type MonthSlots = { month: string; days: SlotDay[]; earlier: string | null; later: string | null };

/** Where the slot radios belong in the form. */
export type SlotField = { id: string; name: string; formId: string };

/**
 * One day's times, a radio each (the form's `slot` field), named "Thu, Dec 10 · 6:00 PM CST …".
 * Uncontrolled in the list; the month view controls them (`onChoose`), since a day's radios come
 * and go with the day shown.
 */
export function SlotTimes({ day, chosen, field, onChoose }: { day: SlotDay; chosen: string; field: SlotField; onChoose?: (value: string) => void }) {
  return (
    <ul className="mt-1.5 flex flex-wrap gap-2">
      {day.slots.map((slot) => {
        const full = slot.placesLeft <= 0;
        const id = `${field.id}-${slot.value}`;
        const checked = !full && chosen === slot.value;
        return (
          <li key={slot.value} className="relative">
            <input
              id={id}
              type="radio"
              name={field.name}
              form={field.formId}
              value={slot.value}
              disabled={full}
              {...(onChoose ? { checked, onChange: () => onChoose(slot.value) } : { defaultChecked: checked })}
              // Over its label, invisible: the label shows the choice, the radio takes the click and the keyboard.
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <label
              htmlFor={id}
              className={`block min-w-[7.5rem] rounded-lg border px-3 py-2 text-sm ${full ? "cursor-not-allowed border-line bg-mist text-muted" : "cursor-pointer border-line bg-white hover:border-ink peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-magenta-ink"}`}
            >
              <span className="sr-only">{day.label} · </span>
              <span className="block font-semibold">{slot.time}</span>
              {slot.yours ? <span className="block text-xs">({slot.yours})</span> : null}
              <span className="block text-xs">{full ? "Full" : `${slot.placesLeft} ${slot.placesLeft === 1 ? "place" : "places"} left`}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
