import { useState, type FormEvent } from "react";
import { MAX_PAGE_IMAGE_BYTES } from "#contract/limits";
import {
  selectAttributes,
  useFormReply,
  type SubmissionResult,
} from "~/ui/form-reply";
import { BrandPagePreview } from "~/areas/brands/page-screen";
import type { PageBlockData } from "~/areas/brands/page-blocks";
import type { BrandPageView } from "~/areas/brands/public-page.server";
import { inputPropsOf, textareaPropsOf } from "~/ui/field-props";
import { Field, TextareaField } from "~/ui/forms";
import { SelectField } from "~/ui/select-field";
import { DashboardForm } from "~/areas/dashboard/dashboard-form";
import { BLOCK_FIELDS, galleryImages, type BlockFieldName } from "./block-fields-text";
import { PAGE_LIMITS, type BlockKind } from "./pages-text";

/*
 * The fields of one block, those its type uses only (pages-text.ts BLOCK_FIELDS), for adding one
 * or editing it, beside a preview of the page as the public will see it. Without JavaScript the
 * Preview button sends the form and the page comes back with it (the chosen image uploaded); with
 * it, the preview follows the form as it is typed. A chosen image is shown as a data: URL, which
 * the page's policy already allows (a blob: URL would need it widened).
 */

export type BlockDefaults = Partial<Record<BlockFieldName, string>>;
type Fields = Record<BlockFieldName, string> & { image: File };

/** The block as the form holds it now (what the public page would show). */
function blockOfForm(
  id: string,
  type: BlockKind,
  form: FormData,
  image: string | null,
): PageBlockData {
  const used = new Set<string>(BLOCK_FIELDS[type]);
  const get = (name: BlockFieldName) =>
    used.has(name) ? String(form.get(name) ?? "").trim() || null : null;
  const alt = get("imageAlt");
  const uploaded = image ?? get("imageUrl");
  const images = [...galleryImages(get("images") ?? ""), ...(uploaded ? [{ url: uploaded, alt: alt ?? "" }] : [])];
  return {
    id,
    type,
    index: 0,
    title: get("title"),
    prefix: get("prefix"),
    content: get("content"),
    contentType: get("contentType") ?? "text/plain",
    imageUrl: uploaded,
    actionText: get("actionText"),
    actionLink: get("actionLink"),
    styles: null,
    metadata: used.has("images") ? { images } : alt ? { alt } : null,
    created: null,
    updated: null,
  };
}

const LINK_HINT =
  "An https:// address, or a path on this site starting with /.";
const MARKDOWN_HINT =
  "Markdown: **bold**, *italic*, [a link](https://…), lines starting with - or 1. for lists. HTML is shown as typed.";

export function BlockForm({
  type,
  action,
  defaults,
  lastResult,
  submitLabel,
  view,
  blockId,
  sent,
}: {
  type: BlockKind;
  action: string;
  defaults: BlockDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  /** The page around the block, as the public sees it. */
  view: BrandPageView;
  blockId: string | null;
  /** What the Preview button answered: the block with the form's values, and the image it holds. */
  sent: { block: PageBlockData | null; imageUrl: string | null } | null;
}) {
  const [form, fields] = useFormReply<Fields>({
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
  });
  const used = new Set(BLOCK_FIELDS[type]);
  const id = blockId ?? "new";
  const imageUrl = sent?.imageUrl ?? defaults.imageUrl ?? "";
  const [live, setLive] = useState<PageBlockData | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const follow = (event: FormEvent<HTMLElement>) => {
    const element = event.currentTarget.closest("form");
    if (element) setLive(blockOfForm(id, type, new FormData(element), chosen));
  };
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const element = input.closest("form");
    setChosen(null);
    if (!file || !file.type.startsWith("image/") || !element) return;
    const reader = new FileReader();
    // Only the file still chosen is shown (a slow read of an earlier one is dropped).
    reader.onload = () => {
      if (input.files?.[0] !== file || typeof reader.result !== "string")
        return;
      setChosen(reader.result);
      setLive(blockOfForm(id, type, new FormData(element), reader.result));
    };
    reader.readAsDataURL(file);
  };
  const shown = live ?? sent?.block ?? null;
  const blocks = view.page?.blocks ?? [];
  const previewed = shown
    ? blocks.some((b) => b.id === shown.id)
      ? blocks.map((b) => (b.id === shown.id ? shown : b))
      : [...blocks, shown]
    : blocks;
  const text = (
    name: BlockFieldName,
    label: string,
    max: number,
    hint?: string,
    kind: "text" | "url" = "text",
  ) =>
    used.has(name) ? (
      <Field
        label={label}
        optional
        hint={hint}
        errors={fields[name].errors}
        inputProps={{ ...inputPropsOf(fields[name], kind), maxLength: max }}
      />
    ) : null;
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] xl:items-start">
      <DashboardForm
        action={action}
        form={form}
        encType="multipart/form-data"
        className="grid gap-4"
        submit={{ label: submitLabel, pendingLabel: "Saving..." }}
        aside={
          <button
            type="submit"
            name="intent"
            value="preview"
            formNoValidate
            className="btn-secondary"
          >
            Preview
          </button>
        }
      >
        <div className="contents" onInput={follow} onChange={follow}>
          {text(
            "prefix",
            "Prefix",
            PAGE_LIMITS.prefix,
            "A short line above the title.",
          )}
          {text(
            "title",
            type === "image" ? "Title (also the image's description)" : "Title",
            PAGE_LIMITS.blockTitle,
          )}
          {used.has("content") ? (
            <TextareaField
              label="Text"
              optional
              errors={fields.content.errors}
              textareaProps={{
                ...textareaPropsOf(fields.content),
                maxLength: PAGE_LIMITS.content,
              }}
            />
          ) : null}
          {used.has("contentType") ? (
            <SelectField
              label="Format of the text"
              errors={fields.contentType.errors}
              selectProps={selectAttributes(fields.contentType)}
            >
              <option value="text/plain">Plain text</option>
              <option value="text/markdown">Markdown (a safe subset)</option>
            </SelectField>
          ) : null}
          {used.has("contentType") ? (
            <p className="-mt-2 text-sm text-muted">{MARKDOWN_HINT}</p>
          ) : null}
          {used.has("imageUrl") ? (
            <>
              <input
                type="hidden"
                name="imageUrl"
                value={imageUrl}
                key={imageUrl}
              />
              <Field
                label={type === "gallery" ? "Add an image" : "Image"}
                optional
                hint={`${imageUrl ? "A new one replaces the current image. " : ""}PNG, JPEG, WebP or GIF, up to ${MAX_PAGE_IMAGE_BYTES / (1024 * 1024)} MB.`}
                errors={fields.image.errors}
                inputProps={{
                  ...inputPropsOf(fields.image, "file"),
                  accept: "image/png,image/jpeg,image/webp,image/gif",
                  onChange: choose,
                }}
              />
              <Field
                label="Describe the image (for people who cannot see it)"
                optional
                hint="Required with an image: what it shows, in a sentence."
                errors={fields.imageAlt.errors}
                inputProps={{
                  ...inputPropsOf(fields.imageAlt, "text"),
                  maxLength: 200,
                }}
              />
            </>
          ) : null}
          {text("actionText", "Button text", PAGE_LIMITS.actionText)}
          {text("actionLink", "Button link", PAGE_LIMITS.link, LINK_HINT)}
          {used.has("images") ? (
            <TextareaField
              label="Images"
              optional
              hint={`One image a line, at most ${PAGE_LIMITS.images}: its address, then | and what it shows. ${LINK_HINT}`}
              errors={fields.images.errors}
              textareaProps={textareaPropsOf(fields.images)}
            />
          ) : null}
        </div>
      </DashboardForm>
      <section aria-labelledby="block-preview" className="grid gap-3">
        <h2 id="block-preview" className="text-lg font-semibold text-ink">
          Preview
        </h2>
        <p className="text-sm text-muted">
          The page as the public will see it
          {shown ? ", with this block as the form has it (not saved yet)" : ""}.
        </p>
        <BrandPagePreview
          view={
            view.page
              ? { ...view, page: { ...view.page, blocks: previewed } }
              : view
          }
        />
      </section>
    </div>
  );
}
