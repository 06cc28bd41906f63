import { policyInWords } from "#contract/cancellation-policy";
import { priceForPeople } from "#contract/money";
import { data, Link, redirect, redirectDocument, type ShouldRevalidateFunction } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/detail";
import { bookingOptions, KEPT_FIELDS } from "./booking.server";
import { bookingRefusal } from "./booking-refusal.server";
import { agesText, availabilityViews, durationText, guestsText, priceView, ratingText, requirementText } from "./view.server";
import { visitorOf } from "~/.server/auth/visitor";
import { failureMessage } from "~/.server/forms/platform-failures";
import { submitForm } from "~/.server/forms/submission";
import { PlatformError } from "~/.server/platform";
import { checkoutReturnUrls } from "~/.server/platform/return-urls";
import { rememberTimeZone } from "./time-zone-cookie.server";
import { BookingForm } from "./booking-form";
import { BOOKING_MESSAGES, SLOT_VALUE } from "./booking-text";
import { ExperienceFacts } from "./experience-facts";
import { LikeShare } from "./like-share";
import { pageMeta } from "~/areas/shell/meta";
import { imageMeta, jsonLdMeta } from "./share-meta";
import { publicOrigin } from "~/.server/http/public-origin";
import { experienceEvents } from "./structured-data.server";
import { experienceCoverAlt } from "#contract/experience-covers";
import { bookingSchema } from "./detail.schema";
import { experienceCalls } from "./experience-calls.server";
import { bookingCalls } from "./booking-calls.server";
import { distanceFromNear } from "./near.server";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [...pageMeta(matches, loaderData.name, loaderData.summary), ...imageMeta(loaderData.shareImage), ...jsonLdMeta(loaderData.events)]
    : pageMeta(matches, "Experience not found", "This experience does not exist.");

/** /experiences/:id: everything about one experience, its Like and Share, and its booking form. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const visitor = await visitorOf(request, context);
  const experience = await experienceCalls(visitor.platform).byId(params.id).catch((error: unknown) => {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  });
  const now = new Date();
  const url = new URL(request.url);
  const origin = publicOrigin(request);
  const path = `/experiences/${encodeURIComponent(experience.id)}`;
  const [booking, distance] = await Promise.all([
    bookingOptions(experience, visitor, now, url.searchParams, path),
    // From a search near a place (?near=): how far it is from there.
    distanceFromNear(visitor.platform, url.searchParams.get("near"), experience),
  ]);
  return {
    id: experience.id,
    name: experience.name,
    summary: experience.description.slice(0, 160) || `${experience.name} by ${experience.provider.name}.`,
    archived: experience.archived,
    // Not yet published by its owner (who can read it to check it): not bookable.
    unlisted: !experience.listed,
    images: experience.images,
    // What a shared link shows (og:image) and what search engines read (one Event per open slot of the panel's page).
    shareImage: experience.images[0] ? { url: new URL(experience.images[0], origin).href, alt: experienceCoverAlt(experience.images[0]) } : null,
    events: experienceEvents(experience, booking.slots, origin, now),
    provider: experience.provider,
    category: experience.category,
    location: experience.location,
    distance,
    description: experience.description,
    price: priceView(experience, visitor.isMember),
    // The sticky bar's "from $35": what this visitor pays for one guest (or the group).
    fromPrice: priceForPeople(Math.round(100 * (visitor.isMember && experience.memberPrice !== null ? Math.min(experience.memberPrice, experience.retailPrice) : experience.retailPrice))),
    rating: ratingText(experience),
    likes: experience.likes,
    liked: experience.liked,
    shares: experience.shares,
    // Only this page's own link is shown to copy (the parameter is not a place for any text).
    shared: url.searchParams.get("shared") === new URL(`/experiences/${encodeURIComponent(experience.id)}`, url.origin).href ? url.searchParams.get("shared") : null,
    signedIn: visitor.user !== null,
    facts: {
      duration: durationText(experience.durationSplit),
      guests: guestsText(experience),
      ages: agesText(experience),
      petFriendly: experience.petFriendly,
      address: experience.address,
      timeZone: experience.timezone,
      requirement: requirementText(experience),
      pickup: experience.transportation.included
        ? `Pickup offered${experience.transportation.radius ? ` within ${experience.transportation.radius} miles` : ""}${experience.transportation.leadTime ? `, ${experience.transportation.leadTime} minutes before the start` : ""}`
        : null,
      notice: experience.advanceNotice.required ? `Book at least ${experience.advanceNotice.time} ${experience.advanceNotice.unit} ahead` : null,
    },
    availability: availabilityViews(experience, visitor.timeZone, now),
    visitorZone: visitor.timeZone,
    sections: {
      amenities: experience.amenities,
      additionalItems: experience.additionalItems,
      // Themes that repeat a tag's name are shown once, as the tag.
      themes: experience.themes.filter((theme) => !experience.tags.some((tag) => tag.title.toLowerCase() === theme.toLowerCase() || tag.name === theme)),
      tags: experience.tags.map(({ name, title }) => ({ name, title })),
      cancellationPolicy: experience.cancellationPolicy,
      policyInWords: policyInWords(experience.cancellationTiers),
      disclaimer: experience.disclaimer,
    },
    booking: booking.options,
  };
}

/** A refused booking (4xx) reloads the page's data too, as a page without JavaScript would: the slot that filled meanwhile shows Full. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionStatus, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" && actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;

/** Booking: signed out, sign in first and come back with the choices; else start the hosted checkout. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const visitor = await visitorOf(request, context);
  const id = params.id;
  return submitForm(request, {
    schema: bookingSchema,
    failure: (error) => failureMessage(error, BOOKING_MESSAGES.failed),
    refusalStatus: 400,
    async submit(value) {
      const headers = value.timeZone ? rememberTimeZone(value.timeZone, request) : undefined;
      if (!visitor.user) {
        const kept = new URLSearchParams();
        for (const name of KEPT_FIELDS) {
          const field = value[name];
          if (field !== undefined && field !== false && field !== "") kept.set(name, field === true ? "on" : String(field));
        }
        const back = `/experiences/${encodeURIComponent(id)}?${kept}#book`;
        throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: back })}`, { headers });
      }
      const checkout = await bookingCalls(visitor.platform).checkout(id, checkoutBody(value, request, id)).catch((error: unknown) => {
        // A refusal naming one field is shown next to that field too.
        throw bookingRefusal(error) ?? error;
      });
      // A document load: the checkout page is not a route of this app.
      throw redirectDocument(checkout.url, { status: 303, headers });
    },
  });
}

function checkoutBody(value: z.output<typeof bookingSchema>, request: Request, id: string) {
  const [, date, time] = SLOT_VALUE.exec(value.slot)!;
  return {
    date: date!,
    time: time!,
    // The times offered are the experience's own (the form says so): the platform reads them in that zone.
    timezone: value.zone,
    guests: value.guests,
    pickup: value.pickup,
    pickupAddress: value.pickup ? (value.pickupAddress ?? null) : null,
    creditId: value.creditQuantity > 0 ? (value.credit ?? null) : null,
    creditQuantity: value.creditQuantity,
    ...checkoutReturnUrls(request, `/experiences/${encodeURIComponent(id)}#book`, undefined, "/purchases/checkout/{CHECKOUT_SESSION_ID}"),
  };
}

/** Where the booking form posts: this page (and its page of dates), landing on the panel, so a refusal is read where it is fixed, JavaScript or not. */
function bookingAction(id: string, page: string | null): string {
  return `/experiences/${encodeURIComponent(id)}${page ? `?${new URLSearchParams({ from: page })}` : ""}#book`;
}

export default function ExperienceDetail({ loaderData: experience, actionData }: Route.ComponentProps) {
  const [main, ...extras] = experience.images;
  return (
    <article>
      <div className="border-b border-line bg-mist">
        <div className="container-page py-10">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap gap-2 text-sm text-muted">
              <li>
                <Link to="/experiences" className="link">
                  Experiences
                </Link>
                <span aria-hidden="true"> /</span>
              </li>
              <li>
                <Link to={`/experiences?category=${encodeURIComponent(experience.category.name)}`} className="link">
                  {experience.category.title}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance">{experience.name}</h1>
          <p className="mt-3 text-muted">
            By <span className="font-semibold text-ink">{experience.provider.name}</span>
            {experience.location ? ` · ${experience.location}` : null}
            {experience.rating ? ` · ★ ${experience.rating}` : " · Not rated yet"}
          </p>
          {experience.distance ? <p className="mt-1 font-semibold">{experience.distance}</p> : null}
          {experience.archived ? (
            <p role="status" className="mt-4 w-fit rounded-lg bg-ink px-3 py-1.5 text-sm font-semibold text-white">
              No longer offered
            </p>
          ) : experience.unlisted ? (
            <p role="status" className="mt-4 w-fit rounded-lg bg-ink px-3 py-1.5 text-sm font-semibold text-white">
              Not published yet
            </p>
          ) : null}
          <LikeShare id={experience.id} likes={experience.likes} liked={experience.liked} shares={experience.shares} shared={experience.shared} signedIn={experience.signedIn} />
        </div>
      </div>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0">
          {main ? <img src={main} alt={experienceCoverAlt(main) ?? ""} width={960} height={540} className="aspect-video w-full rounded-2xl bg-mist object-cover" /> : null}
          {extras.length ? (
            <ul className="mt-3 grid grid-cols-3 gap-3">
              {extras.map((image, index) => (
                <li key={image}>
                  <img src={image} alt={`${experience.name}, photo ${index + 2}`} width={320} height={180} loading="lazy" className="aspect-video w-full rounded-xl bg-mist object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
          <ExperienceFacts experience={experience} />
        </div>

        {experience.archived ? null : (
          /*
           * Phones: "from $X · Check availability" at the foot of the screen while the panel is
           * below; sticky (CSS only) just above the panel, it reaches its own place as the panel
           * comes into view and scrolls away with the page, so it never covers the form. Without
           * JavaScript it is the same plain link.
           */
          <a
            href="#book"
            className="sticky bottom-0 z-10 -mx-4 flex sm:-mx-6 sm:px-6 items-center justify-between gap-3 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden"
          >
            <span>
              <span className="text-sm text-muted">from </span>
              <span className="font-bold">{experience.fromPrice}</span> <span className="text-sm text-muted">{experience.price.unit}</span>
            </span>
            <span className="sr-only"> · </span>
            <span className="btn-primary">Check availability</span>
          </a>
        )}

        <aside id="book" aria-labelledby="book-title" className="h-fit scroll-mt-20 rounded-2xl border border-line bg-white p-5 sm:p-6 lg:sticky lg:top-24">
          <h2 id="book-title" className="text-xl font-bold">
            Book
          </h2>
          <p className="mt-2">
            <span className="text-2xl font-bold">{experience.price.amount}</span> <span className="text-muted">{experience.price.unit}</span>
            {/* A space a text browser reads, not only a margin: "per guest Member price". */}
            {experience.price.memberPrice ? " " : null}
            {experience.price.memberPrice ? <span className="ml-2 text-sm font-semibold text-success">Member price</span> : null}
          </p>
          {experience.price.memberNote ? <p className="text-sm text-muted">{experience.price.memberNote}</p> : null}
          <div className="mt-4">
            {experience.archived ? (
              <p className="text-muted">This experience can no longer be booked.</p>
            ) : experience.unlisted ? (
              <p className="text-muted">This experience can be booked once its brand publishes it.</p>
            ) : (
              <BookingForm action={bookingAction(experience.id, experience.booking.page)} experienceId={experience.id} options={experience.booking} lastResult={actionData?.result} />
            )}
          </div>
        </aside>
      </div>
    </article>
  );
}
