import { data } from "react-router";
import type { Route } from "./+types/dev-outbox-attachment";
import { readableOutbox } from "./dev-outbox.server";

/** A file sent with a kept message (a booking's calendar file), to whoever may read the message. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const message = (await readableOutbox(request, context)).find((kept) => kept.id === params.messageId);
  const file = message?.attachments[Number(params.index)];
  if (!file || !/^\d{1,2}$/.test(params.index)) throw data("Not found", { status: 404 });
  // The name is the platform's; only a plain one reaches the header.
  const name = file.filename.replace(/[^\w.-]+/g, "-").slice(0, 100) || "attachment";
  const type = /^[\w.+-]+\/[\w.+-]+(;[ \w=.+-]*)*$/.test(file.contentType) ? file.contentType : "application/octet-stream";
  return new Response(file.content, {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
