import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link } from "react-router";
import type { Route } from "./+types/edit";
import { stepContext } from "./editor.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_STEPS } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";

/*
 * /dashboard/brands/:brandId/experiences/:experienceId: one of the brand's experiences, its
 * editor's steps each a link (any of them edited directly), its public page and the way to archive
 * it. Anyone else's experience is a 404.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Edit ${loaderData?.experience.name ?? "experience"} | Dashboard`, "Edit your brand's experience.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { brand, experience } = await stepContext(context, params);
  return {
    brand: { id: brand.id, name: brand.name },
    experience: { id: experience.id, name: experience.name, archived: experience.archived, listed: experience.listed },
  };
}

export default function EditExperience({ loaderData }: Route.ComponentProps) {
  const { brand, experience } = loaderData;
  const status = experience.archived ? "Archived" : experience.listed ? "Published" : "Draft, not listed yet";
  return (
    <>
      <Section id="edit-experience" title={`Edit ${experience.name}`}>
        <p className="mb-4 flex flex-wrap items-center gap-4 text-muted">
          <Link to={BRAND_PATHS.home(brand.id)} className="link">
            Back to {brand.name}
          </Link>
          <span className="rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-ink">{status}</span>
          {experience.archived ? null : (
            <Link to={`/experiences/${encodeURIComponent(experience.id)}`} className="link">
              See its public page
            </Link>
          )}
        </p>
        <nav aria-label="Steps">
          <ol className="grid gap-2 sm:grid-cols-2">
            {EXPERIENCE_STEPS.map((step, index) => (
              <li key={step.slug}>
                <Link to={EXPERIENCE_EDITOR_PATHS.step(brand.id, experience.id, step.slug)} className="block rounded-xl border border-line p-3 font-semibold hover:bg-mist">
                  {index + 1}. {step.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      </Section>
      {experience.archived ? null : (
        <Section id="archive-experience" title="Archive">
          <p className="mb-3">An archived experience is no longer listed or bookable; its page and past bookings stay.</p>
          <Link to={EXPERIENCE_EDITOR_PATHS.archive(brand.id, experience.id)} className="btn-secondary">
            Archive {experience.name}
          </Link>
        </Section>
      )}
    </>
  );
}
