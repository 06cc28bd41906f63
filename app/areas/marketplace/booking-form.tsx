import { Form, Link } from "react-router";
import { formAttributes, inputAttributes, selectAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { CheckboxField, Field, FieldError, FormAlert, SubmitButton, useIsSubmitting } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { useHydrated } from "remix-utils/use-hydrated";
import { BookingMonth } from "./booking-month";
import { SlotTimes, type MonthSlots, type SlotDay, type SlotField } from "./slot-times";
import { COMMON_TIME_ZONES, MAX_PICKUP_ADDRESS } from "./booking-text";

/*
 * Booking an experience: one of its open slots (a radio each, from a paged list of two weeks,
 * working without JavaScript; with it, from a month view of the same radios: booking-month.tsx), guests, pickup (when offered) and credits, posted to the page's own
 * action, which starts the hosted checkout. A refusal (sold out meanwhile, a slot gone) comes back
 * with every value kept, the list refreshed and the reason at the top of the panel. Someone who may
 * not book it (below the tier, signed out on a members-only one) sees why instead of the form.
 */

export type BookingOptions = {
  /** The open slots of this page of the list (two weeks), by day: days that do not run have none. */
  days: SlotDay[];
  /** "Thu, Dec 10 to Wed, Dec 23": the days this page covers. */
  range: string;
  /** Plain GET links to the pages before and after (with the page's other parameters), or null. */
  earlier: string | null;
  later: string | null;
  /** The first day of this page when it is not the first page (the form posts back to it). */
  page: string | null;
  /** The month of this page, for the month view JavaScript shows instead of the list. */
  month: MonthSlots;
  zoneLabel: string;
  /** The experience's IANA zone, which the start times are in (sent with the booking). */
  zone: string;
  minGuests: number;
  maxGuests: number;
  pickup: { radius: number | null } | null;
  credits: { id: string; name: string; balance: number }[];
  /** The visitor's zone (from the browser's cookie, or the default). */
  timeZone: string;
  /** Booking signs the visitor in first (and comes back with their choices). */
  signedOut: boolean;
  /** Why the visitor cannot book it, and where to become someone who can: shown instead of the form. */
  barrier: { reason: string; links: { to: string; label: string }[] } | null;
  /** Choices made before signing in, kept in the page's query string. */
  defaults: Record<string, string>;
};

type Fields = {
  slot: string;
  guests: number;
  pickup: boolean;
  pickupAddress: string;
  credit: string;
  creditQuantity: number;
  timeZone: string;
};

export function BookingForm({
  action,
  experienceId,
  options,
  lastResult,
}: {
  action: string;
  experienceId: string;
  options: BookingOptions;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useFormReply<Fields>({
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { guests: options.minGuests, creditQuantity: 0, timeZone: options.timeZone, ...options.defaults },
  });
  const pending = useIsSubmitting({ formAction: action });
  // With JavaScript the month view replaces the list (the server renders the list: the page without it).
  const hydrated = useHydrated();
  if (options.barrier) return <BookingBarrier barrier={options.barrier} />;
  const chosen = String(fields.slot.initialValue ?? "");
  const slotInvalid = Boolean(fields.slot.errors?.length);
  const slotField = { id: fields.slot.id, name: fields.slot.name, formId: fields.slot.formId };

  return (
    <Form method="post" action={action} {...formAttributes(form)} className="grid gap-4">
      <FormAlert id={form.errorId} message={form.errors?.[0] ?? Object.values(form.allErrors).flat()[0]} />
      <input type="hidden" name="zone" value={options.zone} />
      <fieldset className="min-w-0" aria-invalid={slotInvalid || undefined} aria-describedby={slotInvalid ? fields.slot.errorId : undefined}>
        <legend className="text-sm font-semibold">Date and time</legend>
        <p className="mt-1 text-sm text-muted">
          {hydrated ? null : `${options.range}. `}Times in {options.zoneLabel}.
        </p>
        <FieldError id={fields.slot.errorId} errors={fields.slot.errors} />
        {hydrated ? (
          <BookingMonth experienceId={experienceId} first={options.month} chosen={chosen} field={slotField} />
        ) : (
          <SlotList options={options} chosen={chosen} field={slotField} />
        )}
      </fieldset>
      <Field
        label="Guests"
        hint={options.minGuests === options.maxGuests ? `Exactly ${options.maxGuests}` : `${options.minGuests} to ${options.maxGuests}`}
        errors={fields.guests.errors}
        inputProps={{ ...inputAttributes(fields.guests, { type: "number" }), min: options.minGuests, max: options.maxGuests, inputMode: "numeric" }}
      />
      {options.pickup ? (
        <>
          <CheckboxField
            label={`Pick me up${options.pickup.radius ? ` (within ${options.pickup.radius} miles)` : ""}`}
            errors={fields.pickup.errors}
            inputProps={{ ...inputAttributes(fields.pickup, { type: "checkbox" }), value: "on" }}
          />
          <Field
            label="Pickup address"
            hint="Only needed if you want to be picked up."
            errors={fields.pickupAddress.errors}
            inputProps={{ ...inputAttributes(fields.pickupAddress, { type: "text" }), autoComplete: "street-address", maxLength: MAX_PICKUP_ADDRESS }}
          />
        </>
      ) : null}
      {options.credits.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Pay with credits" errors={fields.credit.errors} selectProps={{ ...selectAttributes(fields.credit), defaultValue: String(fields.credit.initialValue ?? "") }}>
            <option value="">No credits</option>
            {options.credits.map((credit) => (
              <option key={credit.id} value={credit.id}>
                {credit.name} ({credit.balance} held)
              </option>
            ))}
          </SelectField>
          <Field label="Credits to use" errors={fields.creditQuantity.errors} inputProps={{ ...inputAttributes(fields.creditQuantity, { type: "number" }), min: 0, inputMode: "numeric" }} />
        </div>
      ) : null}
      <SelectField label="Your time zone" errors={fields.timeZone.errors} selectProps={{ ...selectAttributes(fields.timeZone), defaultValue: String(fields.timeZone.initialValue ?? options.timeZone) }}>
        {zonesWith(options.timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </SelectField>
      {options.signedOut ? <p className="rounded-lg bg-mist p-3 text-sm">You will sign in first; what you chose here is kept.</p> : null}
      <SubmitButton pending={pending} pendingLabel="Starting checkout..." className="btn-primary w-full">
        Book and pay
      </SubmitButton>
    </Form>
  );
}

/** The paged list of open dates (two weeks, plain GET links around it): the panel without JavaScript. */
function SlotList({ options, chosen, field }: { options: BookingOptions; chosen: string; field: SlotField }) {
  return (
    <>
      {options.days.length === 0 ? (
        <p className="mt-3 rounded-lg bg-mist p-3 text-sm">No open dates in these two weeks.{options.later ? " Try later dates." : ""}</p>
      ) : (
        <ul className="mt-3 grid max-h-[28rem] gap-3 overflow-y-auto pr-1" aria-label="Open dates">
          {options.days.map((day) => (
            <li key={day.date}>
              <p className="text-sm font-semibold" aria-hidden="true">
                {day.label}
              </p>
              <SlotTimes day={day} chosen={chosen} field={field} />
            </li>
          ))}
        </ul>
      )}
      {options.earlier || options.later ? (
        <nav aria-label="More dates" className="mt-3 flex justify-between gap-3 text-sm font-semibold">
          {options.earlier ? (
            <Link to={options.earlier} className="link" preventScrollReset>
              ← Earlier dates
            </Link>
          ) : (
            <span />
          )}
          {options.later ? (
            <Link to={options.later} className="link" preventScrollReset>
              Later dates →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** Shown instead of the form to someone who may not book it: why, and the way to become someone who may. */
function BookingBarrier({ barrier }: { barrier: NonNullable<BookingOptions["barrier"]> }) {
  return (
    <div className="grid gap-3">
      <p className="rounded-lg bg-mist p-3 font-semibold">{barrier.reason}</p>
      <ul className="grid gap-2">
        {barrier.links.map((link, index) => (
          <li key={link.to}>
            <Link to={link.to} className={`${index === 0 ? "btn-primary" : "btn-secondary"} w-full`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function zonesWith(current: string): string[] {
  return (COMMON_TIME_ZONES as readonly string[]).includes(current) ? [...COMMON_TIME_ZONES] : [current, ...COMMON_TIME_ZONES];
}
