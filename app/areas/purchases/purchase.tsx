import { useEffect, useId, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { ERROR_CODES } from "#contract/error-codes";
import type { Route } from "./+types/purchase";
import { purchaseView } from "./purchase-view.server";
import { failureMessage, specificCode } from "~/.server/forms/platform-failures";
import { submitForm } from "~/.server/forms/submission";
import { PlatformError } from "~/.server/platform";
import { timeZoneOf } from "~/.server/platform/connection";
import { requireMember } from "~/.server/auth/accounts";
import { RatingForm } from "./rating-form";
import { cancelQuestion, closeTicketQuestion, PURCHASE_MESSAGES, PURCHASE_NOTICES, RATING_CLOSED } from "./purchase-text";
import { cancelCalls } from "./cancel-calls.server";
import { pageMeta } from "~/areas/shell/meta";
import { FormAlert, SubmitButton } from "~/ui/forms";
import { purchaseSchema } from "./purchase.schema";
import { purchaseCalls } from "./purchase-calls.server";
import { ownBrandCalls } from "~/areas/dashboard/own-brand-calls.server";
import { PolicyInWords } from "~/areas/marketplace/policy-in-words";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData ? `Your booking: ${loaderData.name}` : "Booking not found", "Your tickets, calendar file and rating.");

const notFound = (error: unknown) => {
  if (error instanceof PlatformError && error.status === 404) throw data(null, { status: 404 });
  throw error;
};

/** A booking cancelled already or started has nothing to quote: no cancel offered. */
const notCancellable = (error: unknown): null => {
  if (error instanceof PlatformError && error.status === 409) return null;
  return notFound(error);
};

/** /purchases/:id: one of the member's purchases with its tickets (someone else's is a 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { platform } = await requireMember(request, context);
  const [purchase, brands] = await Promise.all([purchaseCalls(platform).get(params.id).catch(notFound), ownBrandCalls(platform).mine()]);
  const query = new URL(request.url).searchParams;
  const done = query.get("done");
  // What cancelling now gives back, stated in the question before it (none once cancelled or started).
  const quote = purchase.state === "paid" ? await cancelCalls(platform).refundQuote(purchase.id).catch(notCancellable) : null;
  // ?close=<ticket>: the question before closing it, as its own page (how it works without JavaScript).
  const closing = query.get("close");
  return {
    ...purchaseView(
      purchase,
      timeZoneOf(request),
      new Date(),
      brands.map((brand) => brand.id),
    ),
    notice: done === "closed" || done === "rated" || done === "cancelled" ? PURCHASE_NOTICES[done] : null,
    cancelQuestion: quote ? cancelQuestion(quote) : null,
    // ?cancel=ask: the question as its own page (how it works without JavaScript).
    askCancel: quote !== null && query.get("cancel") === "ask",
    askClose: purchase.tickets.some((ticket) => ticket.id === closing && !ticket.closed) ? closing : null,
  };
}

/** The words for a refused rating, by the platform's code (#contract/ratings). */
function rateFailure(error: unknown): string {
  const code = specificCode(error);
  if (code === ERROR_CODES.ratingNotOpen) return PURCHASE_MESSAGES.ratingNotOpen;
  if (code === ERROR_CODES.ownExperience) return PURCHASE_MESSAGES.ownExperience;
  return failureMessage(error, PURCHASE_MESSAGES.rateFailed);
}

/**
 * Close a ticket, or rate: each answers the page again (post/redirect/get) with its notice.
 * Closing cannot be undone, so it is asked first (the page's ?close=<ticket>, or in place with
 * JavaScript), and a close without `confirm=yes` only brings the question back.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { platform } = await requireMember(request, context);
  const page = `/purchases/${encodeURIComponent(params.id)}`;
  let failure = rateFailure;
  return submitForm(request, {
    schema: purchaseSchema,
    refusalStatus: 400,
    failure: (error) => failure(error),
    reply: {},
    async submit(value) {
      if (value.intent === "cancel") {
        failure = (error) => (specificCode(error) === ERROR_CODES.conflict ? PURCHASE_MESSAGES.notCancellable : failureMessage(error, PURCHASE_MESSAGES.cancelFailed));
        if (value.confirm !== "yes") throw redirect(`${page}?cancel=ask#cancel`);
        await cancelCalls(platform).cancel(params.id);
        throw redirect(`${page}?done=cancelled`);
      }
      if (value.intent === "close") {
        failure = (error) => failureMessage(error, PURCHASE_MESSAGES.closeFailed);
        if (value.confirm !== "yes") {
          const purchase = await purchaseCalls(platform).get(params.id).catch(notFound);
          const ticket = purchase.tickets.find((one) => one.id === value.ticketId);
          if (!ticket) throw data(null, { status: 404 });
          return { confirmClose: ticket.id };
        }
        await purchaseCalls(platform).closeTicket(value.ticketId);
        throw redirect(`${page}?done=closed#tickets`);
      }
      const purchase = await purchaseCalls(platform).get(params.id).catch(notFound);
      const experienceId = purchase.experience.id;
      if (value.experienceRating !== undefined) await purchaseCalls(platform).rateExperience(experienceId, value.experienceRating, value.ticketId);
      if (value.providerRating !== undefined) await purchaseCalls(platform).rateProvider(experienceId, value.providerRating, value.ticketId);
      throw redirect(`${page}?done=rated#rate`);
    },
  });
}

export default function PurchasePage({ loaderData: purchase, actionData }: Route.ComponentProps) {
  const reply = actionData && "result" in actionData ? actionData : undefined;
  const intent = reply?.result?.initialValue?.intent;
  const askedFor = actionData && "confirmClose" in actionData ? actionData.confirmClose : purchase.askClose;
  return (
    <>
      <section className="border-b border-line bg-mist">
        <div className="container-page py-10">
          <p className="eyebrow">Your booking</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance">{purchase.name}</h1>
          <p className="mt-3 text-lg">{purchase.when}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={`/purchases/${purchase.id}/calendar.ics`} className="btn-primary" download>
              Add to calendar
            </a>
            <Link to={`/experiences/${purchase.experienceId}`} className="btn-secondary">
              About this experience
            </Link>
          </div>
          {purchase.notice ? (
            <p role="status" className="mt-4 font-semibold text-success">
              {purchase.notice}
            </p>
          ) : null}
        </div>
      </section>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
        <section id="tickets" aria-labelledby="tickets-title" className="scroll-mt-20">
          <h2 id="tickets-title" className="text-2xl font-bold tracking-tight">
            Tickets
          </h2>
          <p className="mt-2 text-muted">Show a code at the door. Closing a ticket marks it used; it cannot be opened again.</p>
          {intent === "close" ? <FormAlert message={reply?.result?.error?.[""]?.[0]} /> : null}
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {purchase.tickets.map((ticket) => (
              <li key={ticket.id} className="rounded-2xl border border-line bg-white p-5">
                <h3 className="font-semibold">{ticket.label}</h3>
                <img src={ticket.code} alt={`Code of ${ticket.label.toLowerCase()}`} width={192} height={192} className={`mt-3 size-48 ${ticket.closed ? "opacity-30" : ""}`} />
                <p className="mt-2 font-mono text-lg font-semibold tracking-wider break-all">
                  <span className="sr-only">Door code </span>
                  {ticket.codeText}
                </p>
                {ticket.closed ? (
                  <p className="mt-3 font-semibold">{ticket.closedText}</p>
                ) : (
                  <CloseTicket key={`${ticket.id}-${askedFor === ticket.id}`} purchaseId={purchase.id} ticket={ticket} asked={askedFor === ticket.id} />
                )}
              </li>
            ))}
          </ul>
        </section>

        <aside className="grid h-fit gap-6">
          <section aria-labelledby="summary-title" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="summary-title" className="text-xl font-bold">
              Summary
            </h2>
            <dl className="mt-3 grid gap-2 text-sm">
              <Row term="Host" value={purchase.provider} />
              <Row term="Guests" value={String(purchase.guests)} />
              {purchase.where ? <Row term="Where" value={purchase.where} /> : null}
              <Row term="Subtotal" value={purchase.subtotal} />
              {purchase.credit ? <Row term="Credits used" value={purchase.credit} /> : null}
              <Row term="Paid" value={purchase.price} />
            </dl>
            {purchase.cancellationPolicy ? <p className="mt-3 text-sm text-muted">{purchase.cancellationPolicy}</p> : null}
            <PolicyInWords lines={purchase.policyInWords} />
          </section>
          {purchase.cancelled ? (
            <section id="cancel" aria-labelledby="cancel-title" className="rounded-2xl border border-line bg-white p-5">
              <h2 id="cancel-title" className="text-xl font-bold">
                Cancelled
              </h2>
              <p className="mt-3 text-sm">{purchase.cancelled}</p>
            </section>
          ) : purchase.cancelQuestion ? (
            <section id="cancel" aria-labelledby="cancel-title" className="scroll-mt-20 rounded-2xl border border-line bg-white p-5">
              <h2 id="cancel-title" className="text-xl font-bold">
                Cancel this booking
              </h2>
              {intent === "cancel" ? <FormAlert message={reply?.result?.error?.[""]?.[0]} /> : null}
              <CancelBooking key={String(purchase.askCancel)} purchaseId={purchase.id} question={purchase.cancelQuestion} asked={purchase.askCancel} />
            </section>
          ) : null}
          {purchase.firstTicketId ? (
            <section id="rate" aria-labelledby="rate-title" className="scroll-mt-20 rounded-2xl border border-line bg-white p-5">
              <h2 id="rate-title" className="text-xl font-bold">
                Rate it
              </h2>
              {purchase.rating === "open" ? (
                <RatingForm
                  action={`/purchases/${purchase.id}`}
                  ticketId={purchase.firstTicketId}
                  experienceRating={purchase.experienceRating}
                  providerRating={purchase.providerRating}
                  lastResult={intent === "rate" ? reply?.result : undefined}
                />
              ) : (
                <p className="mt-3 text-sm">{purchase.rating === "not_started" ? RATING_CLOSED.notStarted(purchase.localWhen) : RATING_CLOSED.ownExperience}</p>
              )}
            </section>
          ) : null}
        </aside>
      </div>
    </>
  );
}

/**
 * "Cancel booking", then the question stating the refund. With JavaScript the question opens in
 * place, focused; without it "Cancel booking" is a GET of this page with ?cancel=ask, which comes
 * with the question (`asked`), and "Keep it" links back.
 */
function CancelBooking({ purchaseId, question, asked }: { purchaseId: string; question: string; asked: boolean }) {
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(asked);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  useEffect(() => {
    if (asking && hydrated) questionRef.current?.focus();
  }, [asking, hydrated]);
  if (!asking) {
    return (
      <Form
        method="get"
        action={`/purchases/${purchaseId}#cancel`}
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <input type="hidden" name="cancel" value="ask" />
        <button type="submit" className="btn-secondary">
          Cancel booking
        </button>
      </Form>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="mt-3 rounded-xl border border-danger/40 bg-danger/5 p-3">
      <p id={questionId} ref={questionRef} tabIndex={-1} className="font-semibold focus:outline-none">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={`/purchases/${purchaseId}`}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="confirm" value="yes" />
          <SubmitButton pending={pending} pendingLabel="Cancelling..." className="btn-primary">
            Yes, cancel it
          </SubmitButton>
        </Form>
        {hydrated ? (
          <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
            Keep it
          </button>
        ) : (
          <Link to={`/purchases/${purchaseId}`} className="btn-secondary">
            Keep it
          </Link>
        )}
      </div>
    </div>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  );
}

type TicketToClose = { id: string; number: number; label: string };

/**
 * "Close ticket", then the question (closing cannot be undone). With JavaScript the question opens
 * in place, focused, with Cancel; without it (or before hydration) "Close ticket" is a GET of this
 * page with ?close=<ticket>, which comes with the question (`asked`), and Cancel links back.
 */
function CloseTicket({ purchaseId, ticket, asked }: { purchaseId: string; ticket: TicketToClose; asked: boolean }) {
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(asked);
  const [returnFocus, setReturnFocus] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("ticketId") === ticket.id && navigation.formData.get("intent") === "close";
  useEffect(() => {
    if (asking && hydrated) question.current?.focus();
    if (!asking && returnFocus) closeButton.current?.focus();
  }, [asking, hydrated, returnFocus]);

  if (!asking) {
    return (
      <Form
        method="get"
        action={`/purchases/${purchaseId}`}
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <input type="hidden" name="close" value={ticket.id} />
        <button ref={closeButton} type="submit" className="btn-secondary">
          Close ticket<span className="sr-only"> ({ticket.label})</span>
        </button>
      </Form>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="mt-3 rounded-xl border border-danger/40 bg-danger/5 p-3">
      <p id={questionId} ref={question} tabIndex={-1} className="font-semibold focus:outline-none">
        {closeTicketQuestion(ticket.number)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={`/purchases/${purchaseId}`}>
          <input type="hidden" name="intent" value="close" />
          <input type="hidden" name="ticketId" value={ticket.id} />
          <input type="hidden" name="confirm" value="yes" />
          <SubmitButton pending={pending} pendingLabel="Closing..." className="btn-primary">
            Yes, mark it used<span className="sr-only"> ({ticket.label})</span>
          </SubmitButton>
        </Form>
        {hydrated ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              setAsking(false);
              setReturnFocus(true);
            }}
          >
            Cancel
          </button>
        ) : (
          <Link to={`/purchases/${purchaseId}`} className="btn-secondary">
            Cancel
          </Link>
        )}
      </div>
    </div>
  );
}
