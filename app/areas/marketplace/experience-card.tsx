import { Link } from "react-router";
import type { ExperienceCardView } from "./view.server";

/**
 * An experience in a list: its image, name, provider, place, price and what it asks of guests.
 * `provider` false: on the brand's own page, where its name is the page's. `note`: a line above the price.
 */
export function ExperienceCard({ experience, provider = true, note }: { experience: ExperienceCardView; provider?: boolean; note?: string }) {
  const { price } = experience;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-magenta-ink">
      {experience.image ? (
        <img src={experience.image} alt={experience.imageAlt} width={480} height={270} loading="lazy" decoding="async" className="aspect-video w-full bg-mist object-cover" />
      ) : (
        <span aria-hidden="true" className="brand-gradient aspect-video w-full" />
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-5">
        <p className="text-xs font-semibold tracking-wide text-cyan-ink uppercase">{experience.category}</p>
        <h3 className="text-lg leading-snug font-semibold">
          {/* The whole card is the link's target (its ::after covers it); the card shows its focus. */}
          <Link to={experience.href ?? `/experiences/${experience.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {experience.name}
          </Link>
        </h3>
        {provider || experience.location ? (
          <p className="text-sm text-muted">
            {provider ? experience.provider : null}
            {provider && experience.location ? " · " : null}
            {experience.location}
          </p>
        ) : null}
        {experience.distance ? <p className="text-sm font-semibold">{experience.distance}</p> : null}
        <p className="text-sm text-muted">
          {experience.duration}
          {experience.rating ? ` · ★ ${experience.rating}` : null}
          {experience.petFriendly ? " · Pet friendly" : null}
        </p>
        {experience.requirement ? (
          <p className="w-fit rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold text-white">{experience.requirement}</p>
        ) : null}
        {note ? <p className="text-sm font-semibold text-ink">{note}</p> : null}
        {/* The member's note is a paragraph of its own: a text browser would run it into the price. */}
        <p className="mt-auto pt-2">
          <span className="text-lg font-bold">{price.amount}</span> <span className="text-sm text-muted">{price.unit}</span>
          {price.memberPrice ? " " : null}
          {price.memberPrice ? <span className="ml-1 text-sm font-semibold text-success">Member price</span> : null}
        </p>
        {price.memberNote ? <p className="text-sm text-muted">{price.memberNote}</p> : null}
      </div>
    </article>
  );
}
