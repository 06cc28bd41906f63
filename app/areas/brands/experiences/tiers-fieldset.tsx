import { CANCELLATION_LIMITS } from "#contract/cancellation-policy";
import { FieldError } from "~/ui/forms";

/*
 * The cancellation policy's tiers (#contract/cancellation-policy): up to 5 rows of "at least H
 * hours before the start: P% back", all shown (no script needed to add one); an empty row is no
 * tier. Errors at the field, named `tiers[i].hours` / `tiers[i].percent`.
 */

export type TierValues = { hours: string; percent: string };

export function TiersFieldset({ formId, initial, errorsOf }: { formId: string; initial: TierValues[]; errorsOf: (name: string) => string[] | undefined }) {
  const rows = Array.from({ length: CANCELLATION_LIMITS.maxTiers }, (_, index) => initial[index] ?? { hours: "", percent: "" });
  return (
    <fieldset className="grid gap-3">
      <legend className="text-lg font-semibold">Refunds when a booking is cancelled</legend>
      <p className="text-sm text-muted">
        Each row gives back a share of what was paid when the member cancels at least that many hours before the start (0 to {CANCELLATION_LIMITS.maxHours}, each
        number once). Later than every row: nothing back. Leave a row empty for no tier. You can always cancel a booking with a full refund from its
        bookings page.
      </p>
      {rows.map((values, index) => {
        const name = `tiers[${index}]`;
        const id = `${formId}-${name}`;
        return (
          <div key={index} className="flex flex-wrap items-start gap-4 rounded-xl border border-line p-3">
            {(["hours", "percent"] as const).map((part) => {
              const errors = errorsOf(`${name}.${part}`);
              return (
                <div key={part}>
                  <label htmlFor={`${id}.${part}`} className="block text-sm font-semibold">
                    {part === "hours" ? `Tier ${index + 1}: at least this many hours before` : `Tier ${index + 1}: percent back`}
                  </label>
                  <input
                    type="text"
                    inputMode="numeric"
                    id={`${id}.${part}`}
                    name={`${name}.${part}`}
                    defaultValue={values[part]}
                    aria-invalid={errors ? true : undefined}
                    aria-describedby={errors ? `${id}.${part}-error` : undefined}
                    className="mt-1.5 w-32 rounded-lg border border-line px-3 py-2 aria-[invalid=true]:border-danger"
                  />
                  <FieldError id={`${id}.${part}-error`} errors={errors} />
                </div>
              );
            })}
          </div>
        );
      })}
    </fieldset>
  );
}
