import { useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FieldError } from "~/ui/forms";
import { MAX_WINDOWS, WEEKDAY_LABELS } from "./experience-text";

/*
 * The weekly availability: a list of windows (start, end, weekdays). Adding and removing a window
 * are submit buttons (intent "add-window", "remove-window-<n>") that the server answers with the
 * form again, every typed value kept; with JavaScript the page does the same without a request.
 * Inputs are uncontrolled and keyed per window, so what was typed stays as windows come and go.
 */

export type WindowValues = { start: string; end: string; days: string[] };

const BLANK: WindowValues = { start: "", end: "", days: [] };
const DAYS = Object.entries(WEEKDAY_LABELS) as [keyof typeof WEEKDAY_LABELS, string][];

export function AvailabilityFieldset({
  formId,
  initial,
  errorsOf,
}: {
  formId: string;
  initial: WindowValues[];
  errorsOf: (name: string) => string[] | undefined;
}) {
  const hydrated = useHydrated();
  const nextKey = useRef(initial.length);
  const [windows, setWindows] = useState(() => initial.map((values, key) => ({ key, values })));
  const add = (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setWindows((list) => [...list, { key: nextKey.current++, values: BLANK }]);
  };
  const remove = (index: number) => (event: React.MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setWindows((list) => list.filter((_, at) => at !== index));
  };
  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-semibold">Weekly availability</legend>
      <p className="text-sm text-muted">Windows of time, in the experience's time zone, on the weekdays ticked. Each must fit one booking of its duration.</p>
      {windows.length === 0 ? <p className="text-sm">No windows yet: the experience offers no times to book.</p> : null}
      {windows.map(({ key, values }, index) => {
        const name = `windows[${index}]`;
        const id = `${formId}-${name}`;
        const own = errorsOf(name);
        return (
          <fieldset key={key} id={id} tabIndex={-1} className="grid gap-3 rounded-xl border border-line p-4" aria-describedby={own ? `${id}-error` : undefined}>
            <legend className="px-1 text-sm font-semibold">Window {index + 1}</legend>
            <div className="flex flex-wrap gap-4">
              {(["start", "end"] as const).map((part) => (
                <div key={part}>
                  <label htmlFor={`${id}.${part}`} className="block text-sm font-semibold">
                    {part === "start" ? "Starts at" : "Ends at"}
                  </label>
                  <input
                    type="time"
                    id={`${id}.${part}`}
                    name={`${name}.${part}`}
                    defaultValue={values[part]}
                    aria-invalid={errorsOf(`${name}.${part}`) ? true : undefined}
                    aria-describedby={errorsOf(`${name}.${part}`) ? `${id}.${part}-error` : undefined}
                    className="mt-1.5 rounded-lg border border-line px-3 py-2 aria-[invalid=true]:border-danger"
                  />
                  <FieldError id={`${id}.${part}-error`} errors={errorsOf(`${name}.${part}`)} />
                </div>
              ))}
            </div>
            <fieldset id={`${id}.days`} tabIndex={-1}>
              <legend className="text-sm font-semibold">Weekdays</legend>
              <div className="mt-1 flex flex-wrap gap-3">
                {DAYS.map(([day, label]) => (
                  <label key={day} className="inline-flex items-center gap-1.5 text-sm">
                    <input type="checkbox" name={`${name}.days`} value={day} defaultChecked={values.days.includes(day)} className="size-4 accent-ink" />
                    {label}
                  </label>
                ))}
              </div>
              <FieldError id={`${id}.days-error`} errors={errorsOf(`${name}.days`)} />
            </fieldset>
            <FieldError id={`${id}-error`} errors={own} />
            <div>
              <button type="submit" name="intent" value={`remove-window-${index}`} formNoValidate onClick={remove(index)} className="btn-secondary text-sm">
                Remove window {index + 1}
              </button>
            </div>
          </fieldset>
        );
      })}
      {windows.length < MAX_WINDOWS ? (
        <div>
          <button type="submit" name="intent" value="add-window" formNoValidate onClick={add} className="btn-secondary">
            Add a window
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
