import { PolicyInWords } from "./policy-in-words";
import { Link } from "react-router";
import type { AvailabilityView } from "./view.server";

/** What an experience page says about it, below its pictures: facts, weekly times, and its terms. */
export type ExperienceFactsData = {
  description: string;
  facts: {
    duration: string;
    guests: string;
    ages: string;
    petFriendly: boolean;
    address: string | null;
    timeZone: string;
    requirement: string | null;
    pickup: string | null;
    notice: string | null;
  };
  availability: AvailabilityView[];
  visitorZone: string;
  sections: {
    amenities: string[];
    additionalItems: string[];
    themes: string[];
    tags: { name: string; title: string }[];
    cancellationPolicy: string | null;
    /** The policy's tiers in words (#contract/cancellation-policy). */
    policyInWords: string[];
    disclaimer: string | null;
  };
};

export function ExperienceFacts({ experience }: { experience: ExperienceFactsData }) {
  const { facts, sections } = experience;
  const showVisitor = experience.availability.some((window) => window.visitor);
  const rows: [string, string][] = [
    ["Duration", facts.duration],
    ["Group size", facts.guests],
    ["Ages", facts.ages],
    ["Pets", facts.petFriendly ? "Pet friendly" : "No pets"],
    ...(facts.address ? [["Where", facts.address] as [string, string]] : []),
    ["Time zone", facts.timeZone.replaceAll("_", " ")],
    ...(facts.requirement ? [["Who can book", facts.requirement] as [string, string]] : []),
    ...(facts.pickup ? [["Pickup", facts.pickup] as [string, string]] : []),
    ...(facts.notice ? [["Advance notice", facts.notice] as [string, string]] : []),
  ];
  return (
    <>
      {experience.description ? <p className="mt-8 text-lg whitespace-pre-line">{experience.description}</p> : null}

      <h2 className="mt-10 text-2xl font-bold tracking-tight">Details</h2>
      <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="border-b border-line pb-3">
            <dt className="text-sm font-semibold text-muted">{term}</dt>
            <dd className="mt-0.5">{value}</dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-10 text-2xl font-bold tracking-tight">When it runs</h2>
      {experience.availability.length === 0 ? (
        <p className="mt-3 text-muted">No times are offered at the moment.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Weekly times</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Days
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Local time
                </th>
                {showVisitor ? (
                  <th scope="col" className="py-2 font-semibold">
                    Your time ({experience.visitorZone.replaceAll("_", " ")})
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {experience.availability.map((window, index) => (
                <tr key={index} className="border-b border-line">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {window.days}
                  </th>
                  <td className="py-2 pr-4">{window.local}</td>
                  {showVisitor ? <td className="py-2">{window.visitor ?? "Same"}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <List title="Amenities" items={sections.amenities} />
      <List title="What to bring" items={sections.additionalItems} />
      <h2 className="mt-10 text-2xl font-bold tracking-tight">Cancellation policy</h2>
      {sections.cancellationPolicy ? <p className="mt-3 whitespace-pre-line">{sections.cancellationPolicy}</p> : null}
      <PolicyInWords lines={sections.policyInWords} className="mt-3 grid gap-1" />
      {sections.disclaimer ? (
        <>
          <h2 className="mt-10 text-2xl font-bold tracking-tight">Please note</h2>
          <p className="mt-3 whitespace-pre-line text-muted">{sections.disclaimer}</p>
        </>
      ) : null}
      {sections.tags.length || sections.themes.length ? (
        <>
          <h2 className="mt-10 text-2xl font-bold tracking-tight">Tags</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {sections.tags.map((tag) => (
              <li key={tag.name}>
                <Link to={`/experiences?tag=${encodeURIComponent(tag.name)}`} className="inline-flex rounded-full border border-line px-3 py-1 text-sm hover:border-ink">
                  {tag.title}
                </Link>
              </li>
            ))}
            {sections.themes.map((theme) => (
              <li key={theme} className="inline-flex rounded-full bg-mist px-3 py-1 text-sm">
                {theme}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2 className="mt-10 text-2xl font-bold tracking-tight">{title}</h2>
      <ul className="mt-3 grid list-disc gap-1 pl-5 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
