/**
 * sharp (libvips) for the image uploads, loaded at the first upload rather than at start: most
 * processes never re-encode an image, and libvips holds memory of its own once loaded.
 */
import type sharpModule from "sharp";

let loading: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
