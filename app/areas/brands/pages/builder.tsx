import { Link } from "react-router";
import type { Route } from "./+types/builder";
import { runBuilderForm } from "./builder-action.server";
import { ownedPage } from "./owned-page.server";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { BlockList } from "./block-list";
import { BlockTypeChooser } from "./block-type-chooser";
import { PageTitleForm } from "./page-title-form";
import { PAGE_PATHS } from "./pages-text";
import { pageMeta } from "~/areas/shell/meta";
import { builderSchema } from "./builder.schema";

/*
 * /dashboard/brands/:brandId/pages/:name: the page builder. The page's title, its blocks in
 * order (edit, move, remove; drag with JavaScript), a new block, and the public page's link.
 * `?remove=<block id>` asks before a block is removed.
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.page.title ?? "Page"} | Page builder | Dashboard`, "Build your brand's page from blocks.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { brand, page } = await ownedPage(memberOf(context).platform, params.brandId, params.name);
  const remove = new URL(request.url).searchParams.get("remove");
  return {
    brand: { id: brand.id, name: brand.name, username: brand.username },
    page: { name: page.name, title: page.title ?? page.name, archived: page.archived },
    blocks: page.blocks.map((block) => ({ id: block.id, type: block.type, title: block.title })),
    confirmRemove: page.blocks.some((block) => block.id === remove) ? remove : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Before the form pipeline, which would answer a 404 as a failed form: another's page is a 404.
  const { brand, page } = await ownedPage(memberOf(context).platform, params.brandId, params.name);
  return submitDashboardForm(request, context, {
    schema: builderSchema,
    submit: (value, { platform }) => runBuilderForm(platform, brand.id, page, value),
  });
}

export default function PageBuilder({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, page, blocks, confirmRemove } = loaderData;
  const builder = PAGE_PATHS.builder(brand.id, page.name);
  return (
    <>
      <Section id="page-builder" title={`Page: ${page.title}`}>
        <p className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {page.archived ? (
            <span className="text-muted">Archived: not shown publicly.</span>
          ) : (
            <a href={PAGE_PATHS.public(brand.username, page.name)} className="link">
              View public page
            </a>
          )}
          <Link to={PAGE_PATHS.list(brand.id)} className="link">
            All pages of {brand.name}
          </Link>
        </p>
        <PageTitleForm key={page.title} action={builder} title={page.title} lastResult={replyOf(actionData)} />
      </Section>
      <Section id="page-blocks" title="Blocks">
        <BlockList blocks={blocks} action={builder} editPath={(id) => PAGE_PATHS.block(brand.id, page.name, id)} confirmRemove={confirmRemove} />
        <div className="mt-6 border-t border-line pt-4">
          <BlockTypeChooser action={PAGE_PATHS.newBlock(brand.id, page.name)} id="new-block-type" />
        </div>
      </Section>
    </>
  );
}
