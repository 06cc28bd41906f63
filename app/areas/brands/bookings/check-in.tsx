import { data, Form, Link, useNavigation } from "react-router";
import { ERROR_CODES } from "#contract/error-codes";
import { NO_TICKET_WITH_CODE } from "#contract/api/check-in";
import { doorCodeForPeople } from "#contract/door-code";
import { dayForPeople, timeForPeople } from "#contract/when-for-people";
import type { Route } from "./+types/check-in";
import { failureMessage } from "~/.server/forms/platform-failures";
import { submitForm } from "~/.server/forms/submission";
import { compilesWebAssemblyContext } from "~/.server/http/context";
import { PlatformError } from "~/.server/platform";
import { memberOf } from "~/areas/dashboard/member.server";
import { DashboardForm, replyOf } from "~/areas/dashboard/dashboard-form";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { pageMeta } from "~/areas/shell/meta";
import { useFormReply } from "~/ui/form-reply";
import { inputPropsOf } from "~/ui/field-props";
import { Field, FormAlert, SubmitButton } from "~/ui/forms";
import { ScrollableTable } from "~/ui/scrollable-table";
import { ownedBrand } from "../owned-brand.server";
import { dateFilterOf } from "./bookings.schema";
import { checkInCalls, type DoorTicket } from "./check-in-calls.server";
import { checkInSchema } from "./check-in.schema";
import { alreadyText, cancelledText, CHECK_IN_MESSAGES, checkedInText, checkInPath } from "./check-in-text";
import { CodeScanner } from "./code-scanner";

/*
 * /dashboard/brands/:brandId/bookings/:experienceId/:date/check-in: the door of one experience on
 * one date (issue "door check-in"; spec §4, a ticket closed by its seller with the closer
 * recorded). The host types the code a guest reads out (a plain form), presses "Check in" beside
 * a name, or, with JavaScript and a camera, scans the ticket's QR code, which fills the same form.
 * Another member's brand or experience, or a date that is not one, is a 404.
 */

/**
 * This screen alone may use the camera (to scan tickets), and only itself, not a frame of another
 * site; and compile WebAssembly (door()). Both are a document's policies: links here load the
 * document (reloadDocument), as a page reached inside another page's document keeps that one's.
 */
export const headers: Route.HeadersFunction = () => ({ "Permissions-Policy": "camera=(self), microphone=(), geolocation=(), payment=()" });

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData ? `Check-in: ${loaderData.experience.name}, ${loaderData.day} | Dashboard` : "Check-in | Dashboard", "Check guests in at the door by their ticket's code.");

const dayOf = (date: string) => dayForPeople(new Date(`${date}T12:00:00Z`), "UTC", new Date());

async function door(context: Route.LoaderArgs["context"], params: Route.LoaderArgs["params"]) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  const date = dateFilterOf(new URL(`http://x/?date=${encodeURIComponent(params.date)}`));
  if (!date) throw data(null, { status: 404 });
  // The scanner's QR reader is WebAssembly where the browser has no BarcodeDetector (code-scanner.tsx).
  context.set(compilesWebAssemblyContext, true);
  return { platform, brand, date, experienceId: params.experienceId };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform, brand, date, experienceId } = await door(context, params);
  const list = await checkInCalls(platform)
    .tickets(brand.id, experienceId, date)
    .catch((error: unknown) => {
      if (error instanceof PlatformError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const admissible = list.tickets.filter((ticket) => ticket.state !== "cancelled");
  return {
    brand: { id: brand.id, name: brand.name },
    experience: list.experience,
    date,
    day: dayOf(date),
    counts: { used: admissible.filter((ticket) => ticket.state === "used").length, guests: admissible.length },
    tickets: list.tickets.map((ticket) => rowOf(ticket, list.timezone)),
  };
}

function rowOf(ticket: DoorTicket, zone: string) {
  return {
    id: ticket.id,
    guest: `${ticket.buyer}, ticket ${ticket.number} of ${ticket.of}`,
    code: ticket.code ? doorCodeForPeople(ticket.code) : "—",
    rawCode: ticket.code,
    state: ticket.state,
    stateText: ticket.state === "cancelled" ? "Cancelled" : ticket.state === "used" && ticket.timeClosed ? `Checked in at ${timeForPeople(new Date(ticket.timeClosed), zone)}` : "Not yet",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { platform, brand, date, experienceId } = await door(context, params);
  const zone = (await checkInCalls(platform).tickets(brand.id, experienceId, date).catch(() => null))?.timezone ?? "UTC";
  return submitForm(request, {
    schema: checkInSchema,
    refusalStatus: 400,
    failure: (error) => {
      if (!(error instanceof PlatformError)) return CHECK_IN_MESSAGES.failed;
      if (error.code === ERROR_CODES.notFound) return NO_TICKET_WITH_CODE;
      if (error.code === ERROR_CODES.rateLimited) return failureMessage(error, CHECK_IN_MESSAGES.rateLimited);
      return failureMessage(error, CHECK_IN_MESSAGES.failed);
    },
    async submit(value) {
      const { result, ticket } = await checkInCalls(platform).checkIn(brand.id, experienceId, date, value.code);
      const used = ticket.timeClosed ? timeForPeople(new Date(ticket.timeClosed), zone) : "";
      const outcome =
        result === "checked_in"
          ? { tone: "success" as const, message: checkedInText(ticket.buyer, ticket.number, ticket.of) }
          : result === "already_used"
            ? { tone: "error" as const, message: alreadyText(used, ticket.buyer, ticket.number, ticket.of) }
            : { tone: "error" as const, message: cancelledText(ticket.buyer, ticket.number, ticket.of) };
      // A reply, not a redirect: the outcome is said where the host is looking, and the list below is read again.
      return data({ outcome: { ...outcome, key: `${ticket.id}-${result}-${Date.now()}` } }, { status: result === "checked_in" ? 200 : 409 });
    },
  });
}

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, experience, date, day, counts, tickets } = loaderData;
  const outcome = actionData && "outcome" in actionData ? actionData.outcome : null;
  const page = checkInPath(brand.id, experience.id, date);
  return (
    <Section id="check-in" title={`Check-in: ${experience.name}`}>
      <p className="text-muted">
        {day} ·{" "}
        <Link to={`${BRAND_PATHS.bookings(brand.id)}?date=${date}`} className="link">
          Bookings of {brand.name} that day
        </Link>
      </p>
      <p className="mt-3 text-lg font-semibold" role="status" aria-live="polite">
        Checked in {counts.used} of {counts.guests} guest{counts.guests === 1 ? "" : "s"}
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,24rem)_1fr] lg:items-start">
        <div className="grid gap-3 rounded-xl border border-line p-4">
          <CodeForm key={outcome?.key ?? "first"} action={page} lastResult={replyOf(actionData)} />
          {outcome ? (
            <FormAlert tone={outcome.tone} message={outcome.message} />
          ) : null}
          <CodeScanner inputId="check-in-code" />
        </div>
        <DoorList tickets={tickets} page={page} />
      </div>
    </Section>
  );
}

function CodeForm({ action, lastResult }: { action: string; lastResult: ReturnType<typeof replyOf> }) {
  const [form, fields] = useFormReply<{ code: string }>({ lastResult, shouldValidate: "onSubmit" });
  return (
    <DashboardForm action={action} form={form} submit={{ label: "Check in", pendingLabel: "Checking in..." }}>
      <Field
          label="Ticket code"
          hint="8 letters and digits, as on the guest's ticket (K7QM-4RZP)."
          errors={fields.code.errors}
          inputProps={{ ...inputPropsOf(fields.code, "text"), id: "check-in-code", autoComplete: "off", autoCapitalize: "characters", spellCheck: false, maxLength: 40 }}
        />
    </DashboardForm>
  );
}

type Row = ReturnType<typeof rowOf>;

function DoorList({ tickets, page }: { tickets: Row[]; page: string }) {
  const navigation = useNavigation();
  if (tickets.length === 0) return <p>No tickets for this date.</p>;
  return (
    <ScrollableTable captionId="door-caption">
      <table className="w-full text-left text-sm">
        <caption id="door-caption" className="px-4 pt-3 text-left font-semibold">
          Tickets
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="px-4 py-2">Guest and code</th>
            <th scope="col" className="px-4 py-2">Checked in</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => {
            const pending = navigation.state === "submitting" && navigation.formData?.get("code") === ticket.rawCode;
            return (
              <tr key={ticket.id} className="border-b border-line last:border-0">
                <th scope="row" className="px-4 py-2 font-medium">
                  {ticket.guest}
                  <span className="block font-mono font-normal whitespace-nowrap text-muted">{ticket.code}</span>
                </th>
                <td className="px-4 py-2">
                  {ticket.state === "open" && ticket.rawCode ? (
                    <Form method="post" action={page}>
                      <input type="hidden" name="code" value={ticket.rawCode} />
                      <SubmitButton pending={pending} pendingLabel="Checking in..." className="btn-secondary whitespace-nowrap">
                        Check in<span className="sr-only"> {ticket.guest}</span>
                      </SubmitButton>
                    </Form>
                  ) : (
                    <span className={ticket.state === "used" ? "font-semibold text-success" : "text-muted"}>{ticket.stateText}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
