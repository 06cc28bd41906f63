import { BRAND_PATHS } from "~/areas/dashboard/dashboard-text";
import { Link } from "react-router";
import type { Route } from "./+types/list";
import { PlatformError } from "~/.server/platform";
import { fieldRefusal } from "~/.server/forms/field-refusal";
import { FormRefusal } from "~/.server/forms/submission";
import { ownedBrand } from "~/areas/brands/owned-brand.server";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { NewPageForm } from "./new-page-form";
import { PAGE_NOTICES, PAGE_PATHS } from "./pages-text";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { pageMeta } from "~/areas/shell/meta";
import { newPageSchema } from "./list.schema";
import { brandPageCalls } from "../brand-page-calls.server";

/* /dashboard/brands/:brandId/pages: the brand's pages (archived ones marked) and a new page. */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `Pages of ${loaderData?.brand.name ?? "your brand"} | Dashboard`, "Your brand's public pages, built from blocks.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { platform } = memberOf(context);
  const brand = await ownedBrand(platform, params.brandId);
  return { brand, pages: await brandPageCalls(platform).list(brand.id, { all: true }) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Before the form pipeline, which would answer a 404 as a failed form: another's brand is a 404.
  const brand = await ownedBrand(memberOf(context).platform, params.brandId);
  return submitDashboardForm(request, context, {
    schema: newPageSchema,
    async submit(value, { platform }) {
      try {
        const page = await brandPageCalls(platform).create(brand.id, value);
        return { notice: PAGE_NOTICES.created(page.title ?? page.name), to: PAGE_PATHS.builder(brand.id, page.name) };
      } catch (error) {
        // A taken name (409) is about the name field, in the platform's words.
        if (error instanceof PlatformError && error.status === 409 && error.serverMessage) {
          throw new FormRefusal(error.serverMessage, 400, { name: [error.serverMessage] });
        }
        throw fieldRefusal(error, { name: "name", title: "title" }) ?? error;
      }
    },
  });
}

export default function BrandPages({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, pages } = loaderData;
  return (
    <>
      <Section id="brand-pages" title={`Pages of ${brand.name}`}>
        {pages.length === 0 ? (
          <p className="text-muted">No pages yet. Start one below.</p>
        ) : (
          <ul className="grid gap-3">
            {pages.map((page) => (
              <li key={page.name} className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                <Link to={PAGE_PATHS.builder(brand.id, page.name)} className="link font-semibold">
                  {page.title ?? page.name}
                </Link>
                <span className="text-sm text-muted">/b/{brand.username}/{page.name}</span>
                {page.archived ? <span className="text-sm text-muted">(archived: not shown publicly)</span> : null}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4">
          <Link to={BRAND_PATHS.home(brand.id)} className="link text-sm">
            Back to {brand.name}
          </Link>
        </p>
      </Section>
      <Section id="new-page" title="New page">
        <NewPageForm action={PAGE_PATHS.list(brand.id)} username={brand.username} lastResult={replyOf(actionData)} />
      </Section>
    </>
  );
}
