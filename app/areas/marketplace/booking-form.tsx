import { useState } from "react";
import { Form } from "react-router";
import { formAttributes, inputAttributes, selectAttributes, useFormReply, type SubmissionResult } from "~/ui/form-reply";
import { CheckboxField, Field, FormAlert, SubmitButton, useIsSubmitting } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { COMMON_TIME_ZONES, MAX_PICKUP_ADDRESS } from "./booking-text";

/*
 * Booking an experience: date, start time, guests, pickup (when offered) and credits, posted to
 * the page's own action, which starts the hosted checkout. A refusal (sold out, below the tier, a
 * slot that does not exist) comes back with every value kept and the platform's reason.
 */

export type BookingOptions = {
  /** Earliest and latest dates offered (YYYY-MM-DD, in the experience's zone). */
  firstDate: string;
  lastDate: string;
  /** Start times by weekday (monday … sunday), HH:MM in the experience's zone, with their labels. */
  slotsByWeekday: Record<string, { value: string; label: string }[]>;
  /** Every start time any day offers. */
  allSlots: { value: string; label: string }[];
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
  /** Who may book, when not anyone ("Alliance members and above"). */
  requirement: string | null;
  /** Choices made before signing in, kept in the page's query string. */
  defaults: Record<string, string>;
};

type Fields = {
  date: string;
  time: string;
  guests: number;
  pickup: boolean;
  pickupAddress: string;
  credit: string;
  creditQuantity: number;
  timeZone: string;
};

export function BookingForm({ action, options, lastResult }: { action: string; options: BookingOptions; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useFormReply<Fields>({
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { guests: options.minGuests, creditQuantity: 0, timeZone: options.timeZone, ...options.defaults },
  });
  const [date, setDate] = useState<string>(String(fields.date.initialValue ?? ""));
  const pending = useIsSubmitting({ formAction: action });
  // With JavaScript, the times offered follow the date chosen; without it every time is listed and
  // the platform says when one is not offered that day.
  const weekday = date ? weekdayName(date) : null;
  const slots = weekday ? (options.slotsByWeekday[weekday] ?? []) : options.allSlots;
  const time = selectAttributes(fields.time);

  return (
    <Form method="post" action={action} {...formAttributes(form)} className="grid gap-4">
      <input type="hidden" name="zone" value={options.zone} />
      <Field
        label="Date"
        errors={fields.date.errors}
        inputProps={{ ...inputAttributes(fields.date, { type: "date" }), min: options.firstDate, max: options.lastDate, onChange: (event) => setDate(event.currentTarget.value) }}
      />
      <SelectField label={`Start time (${options.zoneLabel})`} errors={fields.time.errors} selectProps={{ ...time, defaultValue: time.defaultValue ?? "" }}>
        <option value="" disabled>
          {slots.length ? "Choose a time" : "No times that day"}
        </option>
        {slots.map((slot) => (
          <option key={slot.value} value={slot.value}>
            {slot.label}
          </option>
        ))}
      </SelectField>
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
      <FormAlert id={form.errorId} message={form.errors?.[0] ?? Object.values(form.allErrors).flat()[0]} />
      {options.signedOut ? (
        <p className="rounded-lg bg-mist p-3 text-sm">You will sign in first; what you chose here is kept.</p>
      ) : options.requirement ? (
        <p className="rounded-lg bg-mist p-3 text-sm font-semibold">For {options.requirement}.</p>
      ) : null}
      <SubmitButton pending={pending} pendingLabel="Starting checkout..." className="btn-primary w-full">
        Book and pay
      </SubmitButton>
    </Form>
  );
}

const WEEKDAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

function weekdayName(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return WEEKDAY_NAMES[new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()] ?? null;
}

function zonesWith(current: string): string[] {
  return (COMMON_TIME_ZONES as readonly string[]).includes(current) ? [...COMMON_TIME_ZONES] : [current, ...COMMON_TIME_ZONES];
}
