/**
 * The page builder's server pieces (platform-core §7, the owners' tools): a move computed from the page's order, the block
 * form turned into the platform's fields (only those the type uses; an edit clears with null;
 * gallery lines become block_meta.images), and a refusal naming a gallery image lands on the
 * images field in the platform's words.
 */
import { describe, expect, it } from "vitest";
import { fieldRefusedError } from "../support/platform-refusal";
import { blockFieldsOf, blockRefusal, type BlockFormValue } from "~/areas/brands/pages/block-fields.server";
import { movedOrder } from "~/areas/brands/pages/builder-action.server";
import { blockSchema } from "~/areas/brands/pages/block.schema";

const empty: BlockFormValue = { title: "", prefix: "", content: "", contentType: "text/plain", imageUrl: "", actionText: "", actionLink: "", images: "", imageAlt: "" };

describe("the page builder", () => {
  it("moves a block one place, and not past either end", () => {
    expect(movedOrder(["a", "b", "c"], "b", "up")).toEqual(["b", "a", "c"]);
    expect(movedOrder(["a", "b", "c"], "b", "down")).toEqual(["a", "c", "b"]);
    expect(movedOrder(["a", "b", "c"], "a", "up")).toEqual(["a", "b", "c"]);
    expect(movedOrder(["a", "b", "c"], "c", "down")).toEqual(["a", "b", "c"]);
    expect(movedOrder(["a", "b"], "zzz", "up")).toEqual(["a", "b"]);
  });

  it("sends only the fields the block's type uses; a new block leaves empty ones out, an edit clears them", () => {
    const typed = { ...empty, title: "Ready?", prefix: "ignored for a cta", content: "**Go**", contentType: "text/markdown" as const, actionText: "Book" };
    expect(blockFieldsOf("cta", typed, { editing: false })).toEqual({ title: "Ready?", content: "**Go**", contentType: "text/markdown", actionText: "Book" });
    expect(blockFieldsOf("cta", typed, { editing: true })).toEqual({ title: "Ready?", content: "**Go**", contentType: "text/markdown", actionText: "Book", actionLink: null });
    const gallery = { ...empty, images: " https://img.example/a.webp \n\n/b.png\r\n" };
    expect(blockFieldsOf("gallery", gallery, { editing: false })).toEqual({ metadata: { images: [{ url: "https://img.example/a.webp" }, { url: "/b.png" }] } });
    expect(blockFieldsOf("gallery", empty, { editing: true })).toEqual({ title: null, metadata: null });
  });

  it("a gallery's lines carry what each image shows, and an uploaded image joins them described, never as the block's image_url", () => {
    const typed = { ...empty, images: "https://img.example/a.webp | Two kayaks at dawn\n/b.png", imageUrl: "/files/brand-pages/123", imageAlt: "The dock in fog" };
    expect(blockFieldsOf("gallery", typed, { editing: false })).toEqual({
      metadata: {
        images: [{ url: "https://img.example/a.webp", alt: "Two kayaks at dawn" }, { url: "/b.png" }, { url: "/files/brand-pages/123", alt: "The dock in fog" }],
      },
    });
    // A hero keeps its uploaded image as its own.
    expect(blockFieldsOf("hero", { ...empty, imageUrl: "/files/brand-pages/9", imageAlt: "Bay" }, { editing: false })).toEqual({ imageUrl: "/files/brand-pages/9", metadata: { alt: "Bay" } });
  });

  it("the form's schema reads an unknown format as plain text; a gallery image's refusal is shown at the images field", () => {
    const parsed = blockSchema.parse({ title: " Hi ", contentType: "text/html" });
    expect(parsed).toMatchObject({ title: "Hi", contentType: "text/plain", images: "" });
    const refusal = blockRefusal(fieldRefusedError("Unable to add the block", "block_meta.images.1.url", "must be an http(s) URL or a path on the site starting with /"));
    // In people's words, never the platform's `Field "…"`.
    expect(refusal?.fieldErrors).toEqual({ images: ["Please give at most 24 images, one a line, each starting with https:// or /."] });
    expect(refusal?.message).not.toMatch(/Field "/);
  });
});
