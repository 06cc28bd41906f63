import { Form, Link } from "react-router";
import type { Route } from "./+types/publish";
import { stepContext } from "./editor.server";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { EXPERIENCE_EDITOR_PATHS, EXPERIENCE_NOTICES, EXPERIENCE_STEPS } from "./experience-text";
import { pageMeta } from "~/areas/shell/meta";
import { publishSchema } from "./publish.schema";
import { experienceEditingCalls } from "./experience-editing-calls.server";
import { stepRefusal } from "./refusals.server";
import { StepFrame, backOf } from "./step-frame";
import { FormFailure } from "~/ui/form-failure";
import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { agesText, availabilityViews, durationText, guestsText, priceView } from "~/areas/marketplace/view.server";

/*
 * .../experiences/:experienceId/publish: step 5. The experience as the public will see it (its
 * cover, price per guest or per booking, where, when), each part with a link to the step that
 * sets it; Publish lists it (in search, bookable), and a published one can be taken off again.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.frame.experience.name ?? "Experience"}: Publish | Dashboard`, "Publish your brand's experience.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { experience, frame } = await stepContext(context, params);
  const price = priceView(experience, false);
  return {
    frame,
    archived: experience.archived,
    summary: {
      cover: experience.images[0] ?? null,
      description: experience.description,
      category: experience.category.title,
      price: `${price.amount} ${price.unit === "per group" ? "per booking" : price.unit}`,
      memberNote: price.memberNote,
      guests: guestsText(experience),
      ages: agesText(experience),
      duration: durationText(experience.durationSplit),
      where: [experience.address ?? experience.location, experience.timezone.replace(/_/g, " ")].filter(Boolean).join(" · "),
      hasPlace: Boolean(experience.address ?? experience.location),
      times: availabilityViews(experience, experience.timezone, new Date()).map((view) => `${view.days}, ${view.local}`),
      tags: experience.tags.map((tag) => tag.title),
      themes: experience.themes,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { brand, experience } = await stepContext(context, params);
  return submitDashboardForm(request, context, {
    schema: publishSchema,
    async submit({ listed }) {
      try {
        const saved = await experienceEditingCalls(memberOf(context).platform).update(experience.id, { experience: { listed: listed === "true" } });
        return {
          notice: saved.listed ? EXPERIENCE_NOTICES.published(saved.name) : EXPERIENCE_NOTICES.unpublished(saved.name),
          to: EXPERIENCE_EDITOR_PATHS.step(brand.id, experience.id, "publish"),
        };
      } catch (error) {
        throw stepRefusal(error) ?? error;
      }
    },
  });
}

export default function Publish({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, summary, archived } = loaderData;
  const { brand, experience } = frame;
  const step = (slug: (typeof EXPERIENCE_STEPS)[number]["slug"]) => EXPERIENCE_EDITOR_PATHS.step(brand.id, experience.id, slug);
  const publicPage = `/experiences/${encodeURIComponent(experience.id)}`;
  return (
    <StepFrame {...frame} current="publish" back={backOf(brand, experience.id, "publish", BRAND_PATHS.home(brand.id))}>
      <article aria-labelledby="summary-title" className="grid gap-4 rounded-xl border border-line p-4">
        <h2 id="summary-title" className="text-xl font-bold">
          {experience.name}
        </h2>
        {summary.cover ? (
          <img src={summary.cover} alt={`Cover of ${experience.name}`} className="aspect-video w-full max-w-xl rounded-xl bg-mist object-cover" />
        ) : (
          <p className="text-sm">
            No cover image yet. <Link to={step("details")} className="link">Add one in Details</Link>
          </p>
        )}
        <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Price</dt>
          <dd>
            {summary.price}
            {summary.memberNote ? ` (${summary.memberNote})` : ""} · <Link to={step("price")} className="link">Change</Link>
          </dd>
          <dt className="font-semibold">Guests</dt>
          <dd>
            {summary.guests} · {summary.ages}
          </dd>
          <dt className="font-semibold">Where</dt>
          <dd>
            {summary.hasPlace ? summary.where : `Not said yet (times in ${summary.where})`} · <Link to={step("place")} className="link">Change</Link>
          </dd>
          <dt className="font-semibold">When</dt>
          <dd>
            {summary.duration}
            {summary.times.length ? `; ${summary.times.join("; ")}` : "; no weekly times yet: it cannot be booked"}
          </dd>
          <dt className="font-semibold">Category</dt>
          <dd>{summary.category}</dd>
          <dt className="font-semibold">Tags</dt>
          <dd>
            {summary.tags.length ? summary.tags.join(", ") : "None"} · <Link to={step("details")} className="link">Change</Link>
          </dd>
          {summary.themes.length ? (
            <>
              <dt className="font-semibold">Themes</dt>
              <dd>{summary.themes.join(", ")}</dd>
            </>
          ) : null}
        </dl>
        {summary.description ? <p className="whitespace-pre-line">{summary.description}</p> : null}
      </article>
      <div className="mt-6 grid gap-3">
        <FormFailure actionData={actionData} />
        {archived ? (
          <p>This experience is archived: it can no longer be published.</p>
        ) : experience.listed ? (
          <>
            <p>
              It is published: listed in search and open for booking.{" "}
              <Link to={publicPage} className="link">
                See its public page
              </Link>
            </p>
            <Form method="post" action={step("publish")}>
              <input type="hidden" name="listed" value="false" />
              <button type="submit" className="btn-secondary">
                Take it off the listings
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>
              It is a draft: only you see it (<Link to={publicPage} className="link">its page as it will look</Link>). Publishing lists it in search and opens it for booking.
            </p>
            <Form method="post" action={step("publish")}>
              <input type="hidden" name="listed" value="true" />
              <button type="submit" className="btn-primary">
                Publish
              </button>
            </Form>
          </>
        )}
      </div>
    </StepFrame>
  );
}
