import css from "~/app.css?inline";

/*
 * The whole stylesheet (about 7 KB gzip) inlined in the document's head, so the first paint
 * waits for no other request (a linked stylesheet is render-blocking: one more round trip on a
 * slow phone). The CSP allows exactly this text by its hash (app/.server/http/security.ts).
 *
 * The text exists only in the server build (import.meta.env.SSR is false in the client build,
 * which then drops the string). In the browser the element keeps what the server sent: the
 * component hands React the same text back, so hydration and later renders leave it alone.
 */
export const appCss: string = import.meta.env.SSR ? css : "";

const STYLE_ID = "app-style";
let rendered: string | undefined;

function renderedCss(): string {
  rendered ??= typeof document === "undefined" ? "" : (document.getElementById(STYLE_ID)?.textContent ?? "");
  return rendered;
}

export function AppStyle() {
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? appCss : renderedCss() }} />;
}
