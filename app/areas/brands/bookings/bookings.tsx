import { data, Form, Link, redirect, useNavigation } from "react-router";
import { dollarsOf } from "#contract/money";
import { ERROR_CODES } from "#contract/error-codes";
import type { Route } from "./+types/bookings";
import { failureMessage, specificCode } from "~/.server/forms/platform-failures";
import { submitForm } from "~/.server/forms/submission";
import { PlatformError } from "~/.server/platform";
import { memberOf } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { pageMeta } from "~/areas/shell/meta";
import { FormAlert, SubmitButton } from "~/ui/forms";
import { ownedBrand } from "../owned-brand.server";
import { bookingCalls, type Booking } from "./booking-calls.server";
import { cancelBookingSchema, dateFilterOf } from "./bookings.schema";

/*
 * /dashboard/brands/:brandId/bookings: the brand's bookings by experience and date, upcoming
 * soonest first, or one date's (?date=). Each paid one can be cancelled with a full refund:
 * "Cancel with full refund" is a GET of this page with ?cancel=<booking>, which asks first (the
 * same with or without JavaScript); "Yes" posts. Anyone else's brand is a 404.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Bookings of ${loaderData?.brand.name ?? "your brand"} | Dashboard`, "Your brand's bookings by experience and date.");

const MESSAGES = {
  cancelFailed: "The booking could not be cancelled. Please try again.",
  notCancellable: "This booking can no longer be cancelled: it is cancelled already or has started.",
  cancelled: "Booking cancelled with a full refund. The buyer has been told.",
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const url = new URL(request.url);
  const date = dateFilterOf(url);
  const bookings = await bookingCalls(platform).list(brand.id, date ?? undefined);
  const asking = url.searchParams.get("cancel");
  return {
    brand: { id: brand.id, name: brand.name },
    date,
    groups: groupsOf(bookings),
    asking: bookings.some((booking) => booking.id === asking && booking.state === "paid") ? asking : null,
    notice: url.searchParams.get("done") === "cancelled" ? MESSAGES.cancelled : null,
  };
}

type BookingRow = { id: string; buyer: string; time: string; guests: number; paid: string; state: "paid" | "cancelled"; stateText: string; question: string };

/** By experience, then by date and time, in the order the platform answers (soonest first). */
function groupsOf(bookings: Booking[]) {
  const groups: Array<{ key: string; experience: string; date: string; rows: BookingRow[] }> = [];
  for (const booking of bookings) {
    const key = `${booking.experience.id} ${booking.date}`;
    let group = groups.find((one) => one.key === key);
    if (!group) {
      group = { key, experience: booking.experience.name, date: booking.date, rows: [] };
      groups.push(group);
    }
    const c = booking.cancellation;
    const credits = c && c.refundCredits > 0 ? ` and ${c.refundCredits.toLocaleString("en-US")} credits` : "";
    const back = c ? `Cancelled by ${c.by === "seller" ? "you" : "the buyer"}: ${dollarsOf(c.refundCents)}${credits} refunded` : "Paid";
    group.rows.push({
      id: booking.id,
      buyer: booking.buyer.name,
      time: `${booking.time} (${booking.timezone.replaceAll("_", " ")})`,
      guests: booking.guests,
      paid: dollarsOf(booking.priceCents),
      state: booking.state,
      stateText: back,
      question: `Cancel ${booking.buyer.name}'s booking of ${booking.experience.name} on ${booking.date} at ${booking.time} with a full refund? This cannot be undone.`,
    });
  }
  return groups;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const page = BRAND_PATHS.bookings(brand.id);
  return submitForm(request, {
    schema: cancelBookingSchema,
    refusalStatus: 400,
    reply: {},
    failure: (error) => {
      if (error instanceof PlatformError && error.status === 404) throw data(null, { status: 404 });
      return specificCode(error) === ERROR_CODES.conflict ? MESSAGES.notCancellable : failureMessage(error, MESSAGES.cancelFailed);
    },
    async submit(value) {
      if (value.confirm !== "yes") throw redirect(`${page}?cancel=${encodeURIComponent(value.bookingId)}#booking-${value.bookingId}`);
      await bookingCalls(platform).cancel(brand.id, value.bookingId);
      throw redirect(`${page}?done=cancelled`);
    },
  });
}

export default function BrandBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, groups, asking, date, notice } = loaderData;
  const failed = actionData && "result" in actionData ? actionData.result?.error?.[""]?.[0] : undefined;
  const page = BRAND_PATHS.bookings(brand.id);
  return (
    <Section id="bookings" title={`Bookings of ${brand.name}`}>
      <p>
        <Link to={BRAND_PATHS.home(brand.id)} className="link text-sm">
          Back to {brand.name}
        </Link>
      </p>
      <Form method="get" action={page} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="bookings-date" className="text-sm font-semibold">
            Date
          </label>
          <input id="bookings-date" type="date" name="date" defaultValue={date ?? ""} className="rounded-lg border border-line px-3 py-2" />
        </div>
        <button type="submit" className="btn-secondary">
          Show that day
        </button>
        {date ? (
          <Link to={page} className="link text-sm">
            Show all upcoming
          </Link>
        ) : null}
      </Form>
      {notice ? (
        <p role="status" className="mt-4 font-semibold text-success">
          {notice}
        </p>
      ) : null}
      <FormAlert message={failed} />
      {groups.length === 0 ? (
        <p className="mt-6">{date ? `No bookings on ${date}.` : "No upcoming bookings yet. When someone books one of your experiences, it is listed here."}</p>
      ) : (
        <div className="mt-6 grid gap-8">
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`group-${group.key.replace(" ", "-")}`}>
              <h3 id={`group-${group.key.replace(" ", "-")}`} className="text-lg font-semibold">
                {group.experience} <span className="font-normal text-muted">· {group.date}</span>
              </h3>
              <ul className="mt-3 grid gap-3">
                {group.rows.map((row) => (
                  <li key={row.id} id={`booking-${row.id}`} className="rounded-xl border border-line p-4">
                    <div className="grid gap-2 sm:grid-cols-[1fr_12rem_6rem_8rem_minmax(14rem,auto)] sm:items-center sm:gap-4">
                      <p className="font-semibold">{row.buyer}</p>
                      <p className="text-sm">{row.time}</p>
                      <p className="text-sm">
                        {row.guests} guest{row.guests === 1 ? "" : "s"}
                      </p>
                      <p className="text-sm">Paid {row.paid}</p>
                      <p className={`text-sm font-semibold ${row.state === "cancelled" ? "text-muted" : "text-success"}`}>{row.stateText}</p>
                    </div>
                    {row.state === "paid" ? <CancelBooking row={row} page={page} date={date} asked={asking === row.id} /> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Section>
  );
}

function CancelBooking({ row, page, date, asked }: { row: BookingRow; page: string; date: string | null; asked: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("bookingId") === row.id;
  if (!asked) {
    return (
      <Form method="get" action={`${page}#booking-${row.id}`} className="mt-3">
        {date ? <input type="hidden" name="date" value={date} /> : null}
        <input type="hidden" name="cancel" value={row.id} />
        <button type="submit" className="btn-secondary">
          Cancel with full refund<span className="sr-only"> ({row.buyer}, {row.time})</span>
        </button>
      </Form>
    );
  }
  return (
    <div role="group" aria-labelledby={`ask-${row.id}`} className="mt-3 rounded-xl border border-danger/40 bg-danger/5 p-3">
      <p id={`ask-${row.id}`} className="font-semibold">
        {row.question}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={page}>
          <input type="hidden" name="bookingId" value={row.id} />
          <input type="hidden" name="confirm" value="yes" />
          <SubmitButton pending={pending} pendingLabel="Cancelling..." className="btn-primary">
            Yes, cancel with full refund
          </SubmitButton>
        </Form>
        <Link to={date ? `${page}?date=${date}` : page} className="btn-secondary">
          Keep it
        </Link>
      </div>
    </div>
  );
}
