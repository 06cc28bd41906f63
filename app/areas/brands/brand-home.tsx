import { Link } from "react-router";
import { priceForPeople } from "#contract/money";
import { EXPERIENCE_EDITOR_PATHS } from "./experiences/experience-text";
import { VENUE_PATHS } from "./venues/venue-text";
import type { Experience } from "~/areas/marketplace/experience-entity.server";
import type { Venue } from "./venue-entity.server";
import type { Brand } from "~/areas/dashboard/own-brand-calls.server";

/* What a brand's workspace shows its owner: the brand's details, its experiences and its venues. */

export function BrandSummary({ brand }: { brand: Brand }) {
  const place = [brand.address, brand.address2, brand.city, [brand.state, brand.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="font-semibold">Username</dt>
      <dd>{brand.username}</dd>
      {place ? (
        <>
          <dt className="font-semibold">Address</dt>
          <dd>{place}</dd>
        </>
      ) : null}
      {brand.website ? (
        <>
          <dt className="font-semibold">Website</dt>
          <dd>
            <a href={brand.website} className="link" rel="noopener noreferrer">
              {brand.website}
            </a>
          </dd>
        </>
      ) : null}
      {brand.theme ? (
        <>
          <dt className="font-semibold">Colours</dt>
          <dd className="flex flex-wrap gap-4">
            <Swatch label="Primary" colour={brand.theme.primary} />
            <Swatch label="Secondary" colour={brand.theme.secondary} />
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function Swatch({ label, colour }: { label: string; colour: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      {/* An SVG fill, not a style attribute: the Content Security Policy refuses inline styles. */}
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
        <rect x="0.5" y="0.5" width="19" height="19" rx="4" fill={colour} stroke="#e3e6ef" />
      </svg>
      {label} {colour}
    </span>
  );
}

export function BrandExperiences({ brandId, experiences }: { brandId: string; experiences: Experience[] }) {
  const add = (
    <p className="mt-4">
      <Link to={EXPERIENCE_EDITOR_PATHS.create(brandId)} className="btn-primary">
        New experience
      </Link>
    </p>
  );
  if (experiences.length === 0) {
    return (
      <>
        <p>This brand has no experiences yet.</p>
        {add}
      </>
    );
  }
  return (
    <>
      <ul className="grid gap-2">
        {experiences.map((experience) => (
          <li key={experience.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg bg-mist px-4 py-3">
            {/* Each opens its editor (archived ones too: their page stays readable). */}
            <Link to={EXPERIENCE_EDITOR_PATHS.edit(brandId, experience.id)} className="link font-semibold break-words">
              {experience.name}
            </Link>
            <span className="text-sm text-muted">{experience.category.title}</span>
            <span className="text-sm">
              {priceForPeople(Math.round(experience.retailPrice * 100))} {experience.perGuestPricing ? "per guest" : "per booking"}
            </span>
            <span className="rounded-full border border-line bg-white px-2 py-0.5 text-xs font-semibold">{experience.archived ? "Archived" : experience.listed ? "On sale" : "Draft"}</span>
            {experience.archived ? null : (
              <Link to={EXPERIENCE_EDITOR_PATHS.edit(brandId, experience.id)} className="link ml-auto text-sm" aria-label={`Edit ${experience.name}`}>
                Edit
              </Link>
            )}
          </li>
        ))}
      </ul>
      {add}
    </>
  );
}

export function BrandVenues({ brandId, venues }: { brandId: string; venues: Venue[] }) {
  const add = (
    <p className="mt-4">
      <Link to={VENUE_PATHS.create(brandId)} className="btn-primary">
        Add a venue
      </Link>
    </p>
  );
  if (venues.length === 0) {
    return (
      <>
        <p>This brand has no venues yet.</p>
        {add}
      </>
    );
  }
  return (
    <>
      <ul className="grid gap-2">
        {venues.map((venue) => (
          <li key={venue.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg bg-mist px-4 py-3">
            <Link to={VENUE_PATHS.edit(brandId, venue.id)} className="link font-semibold break-words">
              {venue.name}
            </Link>
            <span className="text-sm text-muted">{[venue.city, venue.state].filter(Boolean).join(", ") || venue.country}</span>
            <span className="text-sm text-muted">{venue.timezone}</span>
            {venue.available ? null : <span className="rounded-full border border-line bg-white px-2 py-0.5 text-xs font-semibold">Not taking bookings</span>}
            <Link to={VENUE_PATHS.edit(brandId, venue.id)} className="link ml-auto text-sm" aria-label={`Edit ${venue.name}`}>
              Edit
            </Link>
          </li>
        ))}
      </ul>
      {add}
    </>
  );
}
