import { data, Form, Link, redirect, useNavigation } from "react-router";
import { priceForPeople } from "#contract/money";
import { dayForPeople, timeForPeople } from "#contract/when-for-people";
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
import { ScrollableTable } from "~/ui/scrollable-table";
import { ownedBrand } from "../owned-brand.server";
import { bookingCalls, type Booking } from "./booking-calls.server";
import { cancelBookingSchema, dateFilterOf, searchOf, type BookingState } from "./bookings.schema";
import { checkInPath } from "./check-in-text";

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
  const { q, state } = searchOf(url);
  const all = await bookingCalls(platform).list(brand.id, { date: date ?? undefined, q: q || undefined });
  const bookings = state ? all.filter((booking) => stateOf(booking) === state) : all;
  const asking = url.searchParams.get("cancel");
  const groups = groupsOf(bookings, brand.id);
  return {
    brand: { id: brand.id, name: brand.name },
    filter: { date, q, state },
    filtered: Boolean(date || q || state),
    groups,
    total: totalsOf(bookings),
    asking: bookings.some((booking) => booking.id === asking && booking.state === "paid") ? asking : null,
    notice: url.searchParams.get("done") === "cancelled" ? MESSAGES.cancelled : null,
  };
}

/** Open: paid with someone still to come; used: everyone checked in; cancelled. */
function stateOf(booking: Booking): BookingState {
  if (booking.state === "cancelled") return "cancelled";
  return booking.checkedIn >= booking.guests ? "used" : "open";
}

type Totals = { bookings: number; guests: number; checkedIn: number; paid: string; refunded: string };

/** Bookings, guests (of the bookings not cancelled), checked in, what was paid and what went back. */
function totalsOf(bookings: Booking[]): Totals {
  const live = bookings.filter((booking) => booking.state === "paid");
  return {
    bookings: bookings.length,
    guests: live.reduce((sum, booking) => sum + booking.guests, 0),
    checkedIn: live.reduce((sum, booking) => sum + booking.checkedIn, 0),
    paid: priceForPeople(bookings.reduce((sum, booking) => sum + booking.priceCents, 0)),
    refunded: priceForPeople(bookings.reduce((sum, booking) => sum + (booking.cancellation?.refundCents ?? 0), 0)),
  };
}

type BookingRow = {
  id: string;
  buyer: string;
  time: string;
  guests: number;
  checkedIn: string;
  paid: string;
  state: "paid" | "cancelled";
  stateText: string;
  question: string;
};

/** By experience, then by date and time, in the order the platform answers (soonest first). */
function groupsOf(bookings: Booking[], brandId: string) {
  const groups: Array<{ key: string; experience: string; date: string; day: string; checkIn: string; rows: BookingRow[]; bookings: Booking[] }> = [];
  for (const booking of bookings) {
    const key = `${booking.experience.id} ${booking.date}`;
    let group = groups.find((one) => one.key === key);
    if (!group) {
      const day = dayForPeople(new Date(booking.startsAt), booking.timezone);
      group = { key, experience: booking.experience.name, date: booking.date, day, checkIn: checkInPath(brandId, booking.experience.id, booking.date), rows: [], bookings: [] };
      groups.push(group);
    }
    const c = booking.cancellation;
    const credits = c && c.refundCredits > 0 ? ` and ${c.refundCredits.toLocaleString("en-US")} credits` : "";
    const state = stateOf(booking);
    const stateText = c
      ? `Cancelled by ${c.by === "seller" ? "you" : "the buyer"}: ${priceForPeople(c.refundCents)}${credits} refunded`
      : state === "used"
        ? "Paid, checked in"
        : "Paid";
    const time = timeForPeople(new Date(booking.startsAt), booking.timezone);
    group.bookings.push(booking);
    group.rows.push({
      id: booking.id,
      buyer: booking.buyer.name,
      time,
      guests: booking.guests,
      checkedIn: booking.state === "cancelled" ? "—" : `${booking.checkedIn} of ${booking.guests}`,
      paid: priceForPeople(booking.priceCents),
      state: booking.state,
      stateText,
      question: `Cancel ${booking.buyer.name}'s booking of ${booking.experience.name} on ${dayForPeople(new Date(booking.startsAt), booking.timezone)} at ${time} with a full refund? This cannot be undone.`,
    });
  }
  return groups.map(({ bookings: inGroup, ...group }) => ({ ...group, totals: totalsOf(inGroup) }));
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
  const { brand, groups, asking, filter, filtered, total, notice } = loaderData;
  const failed = actionData && "result" in actionData ? actionData.result?.error?.[""]?.[0] : undefined;
  const page = BRAND_PATHS.bookings(brand.id);
  const back = pageWith(page, filter);
  return (
    <Section id="bookings" title={`Bookings of ${brand.name}`}>
      <p>
        <Link to={BRAND_PATHS.home(brand.id)} className="link text-sm">
          Back to {brand.name}
        </Link>
      </p>
      <Form method="get" action={page} className="mt-4 grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <div className="grid gap-1">
          <label htmlFor="bookings-date" className="text-sm font-semibold">
            Date
          </label>
          <input id="bookings-date" type="date" name="date" defaultValue={filter.date ?? ""} className="rounded-lg border border-line px-3 py-2" />
        </div>
        <div className="grid gap-1">
          <label htmlFor="bookings-q" className="text-sm font-semibold">
            Buyer
          </label>
          <input id="bookings-q" type="search" name="q" defaultValue={filter.q} maxLength={200} placeholder="Name or email address" className="rounded-lg border border-line px-3 py-2" />
        </div>
        <div className="grid gap-1">
          <label htmlFor="bookings-state" className="text-sm font-semibold">
            Status
          </label>
          <select id="bookings-state" name="state" defaultValue={filter.state ?? ""} className="rounded-lg border border-line px-3 py-2">
            <option value="">Any</option>
            <option value="open">Open: guests still to check in</option>
            <option value="used">Used: everyone checked in</option>
            <option value="cancelled">Cancelled</option>
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-secondary">
            Show bookings
          </button>
          {filtered ? (
            <Link to={page} className="link text-sm">
              Show all upcoming
            </Link>
          ) : null}
        </div>
      </Form>
      {notice ? (
        <p role="status" className="mt-4 font-semibold text-success">
          {notice}
        </p>
      ) : null}
      <FormAlert message={failed} />
      {groups.length === 0 ? (
        <p className="mt-6">{filtered ? "No bookings match." : "No upcoming bookings yet. When someone books one of your experiences, it is listed here."}</p>
      ) : (
        <>
          <p className="mt-6 text-sm" aria-label="Totals">
            <strong>{filtered ? "Shown" : "All upcoming"}:</strong> <TotalsText totals={total} />
          </p>
          <div className="mt-4 grid gap-8">
            {groups.map((group) => {
              const id = `group-${group.key.replace(" ", "-")}`;
              return (
                <section key={group.key} aria-labelledby={id} className="grid gap-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 id={id} className="text-lg font-semibold">
                      {group.experience} <span className="font-normal text-muted">· {group.day}</span>
                    </h3>
                    {/* A document of its own: the check-in's camera and WebAssembly policies are its document's (check-in.tsx). */}
                    <Link to={group.checkIn} reloadDocument className="btn-secondary">
                      Door check-in<span className="sr-only"> of {group.experience}, {group.day}</span>
                    </Link>
                  </div>
                  <ScrollableTable captionId={`${id}-caption`}>
                    <table className="w-full min-w-[44rem] text-left text-sm">
                      <caption id={`${id}-caption`} className="sr-only">
                        Bookings of {group.experience} on {group.day}
                      </caption>
                      <thead>
                        <tr className="border-b border-line">
                          <th scope="col" className="px-4 py-2">Buyer</th>
                          <th scope="col" className="px-4 py-2">Time</th>
                          <th scope="col" className="px-4 py-2 text-right">Guests</th>
                          <th scope="col" className="px-4 py-2">Checked in</th>
                          <th scope="col" className="px-4 py-2 text-right">Paid</th>
                          <th scope="col" className="px-4 py-2">Status</th>
                          <th scope="col" className="px-4 py-2"><span className="sr-only">Actions</span></th>
                        </tr>
                      </thead>
                      <tbody>
                        {group.rows.map((row) => (
                          <BookingRows key={row.id} row={row} page={page} filter={filter} asked={asking === row.id} back={back} />
                        ))}
                      </tbody>
                      <tfoot>
                        <tr className="border-t border-line bg-mist font-semibold">
                          <th scope="row" className="px-4 py-2" colSpan={2}>
                            Total ({group.totals.bookings} booking{group.totals.bookings === 1 ? "" : "s"})
                          </th>
                          <td className="px-4 py-2 text-right">{group.totals.guests}</td>
                          <td className="px-4 py-2">{group.totals.checkedIn} of {group.totals.guests}</td>
                          <td className="px-4 py-2 text-right">{group.totals.paid}</td>
                          <td className="px-4 py-2" colSpan={2}>{group.totals.refunded} refunded</td>
                        </tr>
                      </tfoot>
                    </table>
                  </ScrollableTable>
                </section>
              );
            })}
          </div>
        </>
      )}
    </Section>
  );
}

function TotalsText({ totals }: { totals: Totals }) {
  return (
    <>
      {totals.bookings} booking{totals.bookings === 1 ? "" : "s"} · {totals.guests} guest{totals.guests === 1 ? "" : "s"} ({totals.checkedIn} checked in) · {totals.paid} paid · {totals.refunded} refunded
    </>
  );
}

type Filter = { date: string | null; q: string; state: string | null };

/** This page with the filters kept (a cancel asked or kept comes back to the same list). */
function pageWith(page: string, filter: Filter, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  if (filter.date) query.set("date", filter.date);
  if (filter.q) query.set("q", filter.q);
  if (filter.state) query.set("state", filter.state);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const text = query.toString();
  return text ? `${page}?${text}` : page;
}

function BookingRows({ row, page, filter, asked, back }: { row: BookingRow; page: string; filter: Filter; asked: boolean; back: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("bookingId") === row.id;
  return (
    <>
      <tr id={`booking-${row.id}`} className="border-b border-line align-top last:border-0">
        <th scope="row" className="px-4 py-3 font-semibold">{row.buyer}</th>
        <td className="px-4 py-3 whitespace-nowrap">{row.time}</td>
        <td className="px-4 py-3 text-right">{row.guests}</td>
        <td className="px-4 py-3">{row.checkedIn}</td>
        <td className="px-4 py-3 text-right">{row.paid}</td>
        <td className={`px-4 py-3 font-semibold ${row.state === "cancelled" ? "text-muted" : "text-success"}`}>{row.stateText}</td>
        <td className="px-4 py-3">
          {row.state === "paid" && !asked ? (
            <Form method="get" action={`${page}#booking-${row.id}`}>
              {filter.date ? <input type="hidden" name="date" value={filter.date} /> : null}
              {filter.q ? <input type="hidden" name="q" value={filter.q} /> : null}
              {filter.state ? <input type="hidden" name="state" value={filter.state} /> : null}
              <input type="hidden" name="cancel" value={row.id} />
              <button type="submit" className="btn-secondary whitespace-nowrap">
                Cancel with full refund<span className="sr-only"> ({row.buyer}, {row.time})</span>
              </button>
            </Form>
          ) : null}
        </td>
      </tr>
      {row.state === "paid" && asked ? (
        <tr>
          <td colSpan={7} className="px-4 pb-4">
            <div role="group" aria-labelledby={`ask-${row.id}`} className="rounded-xl border border-danger/40 bg-danger/5 p-3">
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
                <Link to={back} className="btn-secondary">
                  Keep it
                </Link>
              </div>
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}
