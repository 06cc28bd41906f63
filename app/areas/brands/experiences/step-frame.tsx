import type { ReactNode } from "react";
import { Link } from "react-router";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_STEPS, type ExperienceStep } from "./experience-text";

/*
 * The frame of every step of the experience editor: the page's heading, where the steps stand (an
 * ordered list, the current one aria-current="step"; once the experience exists each is a link,
 * so any step can be edited directly) and the way back.
 */

export function StepFrame({
  brand,
  experience,
  current,
  back,
  children,
}: {
  brand: { id: string; name: string };
  /** Absent on Basics of a new experience. */
  experience?: { id: string; name: string; listed: boolean };
  current: ExperienceStep;
  /** The previous step, or the brand's home before the first. */
  back: { to: string; label: string };
  children: ReactNode;
}) {
  const at = EXPERIENCE_STEPS.findIndex((step) => step.slug === current);
  const title = EXPERIENCE_STEPS[at]!.title;
  return (
    <section aria-labelledby="experience-step-title" className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm text-muted">
        {experience ? `${experience.name} · ${experience.listed ? "Published" : "Draft, not listed yet"}` : `New experience of ${brand.name}`}
      </p>
      <h1 id="experience-step-title" className="mt-1 text-2xl font-bold">
        Step {at + 1} of {EXPERIENCE_STEPS.length}: {title}
      </h1>
      <nav aria-label="Steps" className="mt-4">
        <ol className="flex flex-wrap gap-2 text-sm">
          {EXPERIENCE_STEPS.map((step, index) => {
            const here = step.slug === current;
            const label = `${index + 1}. ${step.title}`;
            const look = here ? "border-ink bg-ink font-semibold text-white" : "border-line";
            return (
              <li key={step.slug}>
                {experience && !here ? (
                  <Link to={EXPERIENCE_EDITOR_PATHS.step(brand.id, experience.id, step.slug)} className={`inline-block rounded-full border px-3 py-1 underline-offset-2 hover:underline ${look}`}>
                    {label}
                  </Link>
                ) : (
                  <span aria-current={here ? "step" : undefined} className={`inline-block rounded-full border px-3 py-1 ${look} ${here ? "" : "text-muted"}`}>
                    {label}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <p className="mt-4">
        <Link to={back.to} className="link">
          Back: {back.label}
        </Link>
      </p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The Back link of `step`: the step before it, or the brand's home. */
export function backOf(brand: { id: string; name: string }, experienceId: string | undefined, step: ExperienceStep, brandHome: string) {
  const at = EXPERIENCE_STEPS.findIndex((s) => s.slug === step);
  const before = at > 0 ? EXPERIENCE_STEPS[at - 1] : undefined;
  if (!before || !experienceId) return { to: brandHome, label: brand.name };
  return { to: EXPERIENCE_EDITOR_PATHS.step(brand.id, experienceId, before.slug), label: before.title };
}
