import { addDays } from "#contract/wall-clock";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import { SlotTimes, type MonthSlots, type SlotField } from "./slot-times";

/*
 * The booking panel's month view, shown instead of the list of dates once JavaScript runs (the
 * list is the page without it): a grid of the month (the date picker grid of the WAI-ARIA
 * Authoring Practices) whose days that run are buttons ("Thursday, December 10, 3 times", "…,
 * full") and the rest disabled; the arrow keys move between the days that run (one of them in the
 * tab order), Enter or Space chooses one; its times are the same radios as the list's, so the form
 * sends the same fields. The months around are fetched (GET /experiences/:id/slots?month=).
 */

const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
const LONG_DAY = utc({ weekday: "long", month: "long", day: "numeric" });
const MONTH_TITLE = utc({ month: "long", year: "numeric" });
const WEEKDAY = utc({ weekday: "short" });
const WEEKDAY_LONG = utc({ weekday: "long" });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
// A week from Sunday (2023-01-01 was one), as US calendars start it.
const WEEK = Array.from({ length: 7 }, (_, index) => noon(addDays("2023-01-01", index)));

/** The month's weeks, Sunday first: seven dates a row, null outside the month. */
function weeksOf(month: string): (string | null)[][] {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const cells: (string | null)[] = Array(new Date(Date.UTC(year, number - 1, 1)).getUTCDay()).fill(null);
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  for (let day = 1; day <= count; day++) cells.push(`${month}-${String(day).padStart(2, "0")}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

export function BookingMonth({ experienceId, first, chosen, field }: { experienceId: string; first: MonthSlots; chosen: string; field: SlotField }) {
  const fetcher = useFetcher<MonthSlots | { error: string }>();
  // A time picked in the list while the scripts were starting is kept (the list is still in the document now).
  const [slot, setSlot] = useState(() => document.querySelector<HTMLInputElement>(`input[name="${field.name}"]:checked`)?.value || chosen);
  const [day, setDay] = useState<string | null>(slot.slice(0, 10) || null);
  const [month, setMonth] = useState(first.month);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const [kept, setKept] = useState<Record<string, MonthSlots>>({});
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();

  const answer = fetcher.data;
  useEffect(() => {
    if (answer && "month" in answer) setKept((months) => ({ ...months, [answer.month]: answer }));
  }, [answer]);
  // The page's own month is the loader's (refreshed after a refused booking); the others as fetched.
  const known: Record<string, MonthSlots> = { ...kept, ...(answer && "month" in answer ? { [answer.month]: answer } : {}), [first.month]: first };
  const shown = known[month];
  const failed = !shown && fetcher.state === "idle" && answer && "error" in answer ? answer.error : null;
  const load = (to: string) => {
    setMonth(to);
    if (!known[to]) fetcher.load(`/experiences/${encodeURIComponent(experienceId)}/slots?month=${to}`);
  };

  const byDate = new Map((shown?.days ?? []).map((slots) => [slots.date, slots]));
  const running = [...byDate.keys()];
  const tabbable = [focusDay, day].find((date) => date && byDate.has(date)) ?? running[0];
  const chosenDay = day ? known[day.slice(0, 7)]?.days.find((slots) => slots.date === day) : undefined;

  const move = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const at = running.indexOf(date);
    const targets: Record<string, string | undefined> = {
      ArrowRight: running[at + 1],
      ArrowLeft: running[at - 1],
      ArrowDown: running.find((other) => other >= addDays(date, 7)),
      ArrowUp: [...running].reverse().find((other) => other <= addDays(date, -7)),
      Home: running[0],
      End: running.at(-1),
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const target = targets[event.key];
    if (!target) return;
    setFocusDay(target);
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  };

  const monthButton = (label: string, to: string | null | undefined, arrow: string) => (
    <button type="button" className="btn-secondary min-h-10 px-3" aria-label={label} aria-disabled={!to} onClick={() => to && load(to)}>
      <span aria-hidden="true">{arrow}</span>
    </button>
  );

  return (
    <div className="mt-3">
      <div className="flex items-center justify-between gap-2">
        {monthButton("Previous month", shown?.earlier, "←")}
        <h3 id={titleId} className="font-semibold" aria-live="polite">
          {MONTH_TITLE.format(noon(`${month}-01`))}
        </h3>
        {monthButton("Next month", shown?.later, "→")}
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} aria-busy={!shown} data-month={month} className="mt-2 w-full table-fixed border-separate border-spacing-1 text-center text-sm">
        <thead>
          <tr>
            {WEEK.map((date) => (
              <th key={date.getTime()} scope="col" abbr={WEEKDAY_LONG.format(date)} className="text-xs font-medium text-muted">
                {WEEKDAY.format(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => {
                if (!date) return <td key={index} />;
                const slots = byDate.get(date)?.slots;
                const open = slots?.filter((one) => one.placesLeft > 0).length ?? 0;
                const label = `${LONG_DAY.format(noon(date))}, ${!slots ? "no times" : open === 0 ? "full" : `${open} ${open === 1 ? "time" : "times"}`}`;
                const number = Number(date.slice(8));
                if (!shown) return <td key={date} className="h-10 text-muted/60">{number}</td>;
                const isChosen = date === day;
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      aria-label={label}
                      aria-pressed={slots ? isChosen : undefined}
                      disabled={!slots}
                      tabIndex={date === tabbable ? 0 : -1}
                      onClick={() => {
                        setDay(date);
                        setFocusDay(date);
                      }}
                      onKeyDown={(event) => move(event, date)}
                      className={`h-10 w-full rounded-lg border ${
                        !slots
                          ? "border-transparent text-muted/60"
                          : isChosen
                            ? "border-ink bg-ink font-semibold text-white"
                            : open === 0
                              ? "border-line bg-mist text-muted line-through"
                              : "border-line bg-white font-semibold hover:border-ink"
                      }`}
                    >
                      {number}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="mt-2 text-sm text-muted">
        {!shown ? (failed ?? "Loading the dates…") : running.length === 0 ? `No open dates in ${MONTH_TITLE.format(noon(`${month}-01`))}.` : null}
        {failed ? (
          <button type="button" className="link ml-2" onClick={() => load(month)}>
            Try again
          </button>
        ) : null}
      </p>
      {chosenDay ? (
        <div className="mt-2">
          <p className="text-sm font-semibold" aria-hidden="true">
            {chosenDay.label}
          </p>
          <SlotTimes day={chosenDay} chosen={slot} field={field} onChoose={setSlot} />
        </div>
      ) : (
        <p className="mt-2 text-sm">Choose a day to see its times.</p>
      )}
      {/* Says the chosen day's times as it is chosen. */}
      <p aria-live="polite" className="sr-only">
        {chosenDay ? `${LONG_DAY.format(noon(chosenDay.date))}: ${chosenDay.slots.map((one) => (one.placesLeft > 0 ? one.time : `${one.time}, full`)).join("; ")}.` : ""}
      </p>
    </div>
  );
}
