import { data, Link, redirect } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { MAX_PAGE_IMAGE_BYTES, MULTIPART_OVERHEAD_BYTES } from "#contract/limits";
import { readBoundedFormData } from "~/.server/forms/form-data";
import { brandPageView } from "~/areas/brands/public-page.server";
import type { Route } from "./+types/block";
import { BLOCK_TYPES } from "../brand-page-calls.server";
import { FormRefusal } from "~/.server/forms/submission";
import { blockFieldsOf, blockRefusal, type BlockFormValue } from "./block-fields.server";
import { ownedPage } from "./owned-page.server";
import { memberOf, submitDashboardForm } from "~/areas/dashboard/member.server";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { replyOf } from "~/areas/dashboard/dashboard-form";
import { BlockForm, type BlockDefaults } from "./block-form";
import { BLOCK_LABELS, PAGE_MESSAGES, PAGE_NOTICES, PAGE_PATHS, type BlockKind } from "./pages-text";
import { pageMeta } from "~/areas/shell/meta";
import { blockSchema } from "./block.schema";
import { brandPageCalls } from "../brand-page-calls.server";
import type { Block } from "~/areas/brands/brand-calls.server";

/*
 * One block of a page: /dashboard/brands/:brandId/pages/:name/blocks/new?type=… adds one (without
 * a type: back to the builder, which chooses it), …/blocks/:blockId edits one (registered twice
 * in app/routes.ts).
 */

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, `${loaderData?.heading ?? "Block"} | Dashboard`, "A block of your brand's page.");

const kindOf = (type: string | null): BlockKind | null => ((BLOCK_TYPES as readonly string[]).includes(type ?? "") ? (type as BlockKind) : null);

function defaultsOf(block: Block): BlockDefaults {
  const images = Array.isArray(block.metadata?.images) ? (block.metadata.images as Array<{ url?: unknown; alt?: unknown }>) : [];
  return {
    title: block.title ?? "",
    prefix: block.prefix ?? "",
    content: block.content ?? "",
    contentType: block.contentType ?? "text/plain",
    imageUrl: block.imageUrl ?? "",
    actionText: block.actionText ?? "",
    actionLink: block.actionLink ?? "",
    // A gallery's lines as the form writes them (block-fields-text.ts galleryImages): "address | what it shows".
    images: images
      .filter((image) => typeof image.url === "string")
      .map((image) => (typeof image.alt === "string" && image.alt ? `${image.url} | ${image.alt}` : String(image.url)))
      .join("\n"),
    imageAlt: typeof block.metadata?.alt === "string" ? block.metadata.alt : "",
  };
}

/** The block as the form has it (saved or not), for the preview: the page as the public would see it. */
function previewBlock(id: string, type: BlockKind, value: BlockFormValue): Block {
  const fields = blockFieldsOf(type, value, { editing: true });
  return {
    id,
    type,
    index: 0,
    title: fields.title ?? null,
    prefix: fields.prefix ?? null,
    content: fields.content ?? null,
    contentType: fields.contentType ?? "text/plain",
    imageUrl: fields.imageUrl ?? null,
    actionText: fields.actionText ?? null,
    actionLink: fields.actionLink ?? null,
    styles: null,
    metadata: fields.metadata ?? null,
    created: null,
    updated: null,
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { brand, page } = await ownedPage(memberOf(context).platform, params.brandId, params.name);
  const block = params.blockId ? page.blocks.find((b) => b.id === params.blockId) : undefined;
  if (params.blockId && !block) throw data(null, { status: 404 });
  const type = block ? kindOf(block.type) : kindOf(new URL(request.url).searchParams.get("type"));
  if (!type) throw redirect(`${PAGE_PATHS.builder(brand.id, page.name)}#page-blocks`);
  const label = BLOCK_LABELS[type];
  const heading = block ? `Edit the ${label} block` : `Add a ${label.toLowerCase()} block`;
  // The page around the block, as the public will see it (the preview), with the brand's experiences if it shows them.
  const preview = await brandPageView(memberOf(context).platform, brand, page);
  return {
    brand: { id: brand.id },
    page: { name: page.name, title: page.title ?? page.name },
    blockId: block?.id ?? null,
    type,
    heading,
    defaults: block ? defaultsOf(block) : {},
    preview,
  };
}

const UPLOAD_LIMIT = { maxBytes: MAX_PAGE_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES, message: PAGE_MESSAGES.imageTooLarge, field: "image" };

export async function action({ request, params, context }: Route.ActionArgs) {
  const type = params.blockId ? null : kindOf(new URL(request.url).searchParams.get("type"));
  // Before the form pipeline, which would answer a 404 as a failed form: another's page or block is a 404.
  const { brand, page } = await ownedPage(memberOf(context).platform, params.brandId, params.name);
  const block = params.blockId ? page.blocks.find((b) => b.id === params.blockId) : undefined;
  const kind = kindOf(block?.type ?? null);
  if (params.blockId && (!block || !kind)) throw data(null, { status: 404 });
  const formData = await readBoundedFormData(request, UPLOAD_LIMIT.maxBytes, { unstorableText: "keep" });
  const blockKind = kind ?? type;
  const { platform } = memberOf(context);
  /** An image chosen in the form is uploaded first (also for a preview); the block then holds its URL. */
  const withImage = async <V extends { image?: File; imageUrl: string }>(value: V): Promise<V> => {
    const uploaded = value.image && value.image.size > 0 ? await brandPageCalls(platform).uploadImage(brand.id, page.name, value.image) : null;
    return uploaded ? { ...value, imageUrl: uploaded } : value;
  };
  // Preview: the page with the form's values, nothing saved; the form comes back as it was.
  if (formData?.get("intent") === "preview" && blockKind) {
    const submission = parseWithZod(formData, { schema: blockSchema });
    if (submission.status !== "success") return data({ result: submission.reply(), preview: null, imageUrl: null }, 400);
    try {
      const value = await withImage(submission.value);
      return { result: submission.reply(), preview: previewBlock(block?.id ?? "new", blockKind, value), imageUrl: value.imageUrl };
    } catch (error) {
      const refusal = blockRefusal(error);
      if (!refusal) throw error;
      return data({ result: submission.reply({ formErrors: [refusal.message], fieldErrors: refusal.fieldErrors }), preview: null, imageUrl: null }, 400);
    }
  }
  return submitDashboardForm(request, context, {
    schema: blockSchema,
    formData,
    bodyLimit: UPLOAD_LIMIT,
    async submit(typed, { platform }) {
      const builder = PAGE_PATHS.builder(brand.id, page.name);
      try {
        const value = await withImage(typed);
        if (block && kind) {
          await brandPageCalls(platform).editBlock(brand.id, page.name, block.id, blockFieldsOf(kind, value, { editing: true }));
          return { notice: PAGE_NOTICES.edited, to: builder };
        }
        if (!type) throw new FormRefusal(PAGE_MESSAGES.typeRequired);
        await brandPageCalls(platform).addBlock(brand.id, page.name, type, blockFieldsOf(type, value, { editing: false }));
        return { notice: PAGE_NOTICES.added(BLOCK_LABELS[type]), to: builder };
      } catch (error) {
        throw blockRefusal(error) ?? error;
      }
    },
  });
}

export default function BlockPage({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, page, blockId, type, heading, defaults, preview } = loaderData;
  const answer = actionData && "preview" in actionData ? actionData : null;
  const builder = PAGE_PATHS.builder(brand.id, page.name);
  const action = blockId ? PAGE_PATHS.block(brand.id, page.name, blockId) : PAGE_PATHS.newBlock(brand.id, page.name, type);
  return (
    <Section id="page-block" title={heading}>
      <p className="mb-6 text-muted">
        On the page “{page.title}”.{" "}
        <Link to={builder} className="link">
          Back to the page
        </Link>
      </p>
      <BlockForm
        key={action}
        type={type}
        action={action}
        defaults={defaults}
        lastResult={replyOf(actionData)}
        submitLabel={blockId ? "Save block" : "Add block"}
        view={preview}
        blockId={blockId}
        sent={answer ? { block: answer.preview ?? null, imageUrl: answer.imageUrl ?? null } : null}
      />
    </Section>
  );
}
