import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useFetcher } from "react-router";
import { useBlockDrag } from "./block-drag";
import { blockName } from "./pages-text";

/*
 * The page's blocks in order, each with Edit, Move up, Move down and Remove: small forms that
 * post without JavaScript (Remove asks first: a GET to ?remove=…, then the POST). With it, moves
 * and drags post through a fetcher with the whole new order (no reload), the list shows it at
 * once, the moved block's button keeps the focus, and a live region says where the block went.
 */

export type ListedBlock = { id: string; type: string; title: string | null };

export function BlockList({
  blocks,
  action,
  editPath,
  confirmRemove,
}: {
  blocks: ListedBlock[];
  action: string;
  editPath: (blockId: string) => string;
  confirmRemove: string | null;
}) {
  const fetcher = useFetcher({ key: "page-blocks" });
  const [announcement, setAnnouncement] = useState("");
  const focusAfter = useRef<{ id: string; direction: string } | null>(null);
  const serverOrder = blocks.map((block) => block.id);
  const sending = fetcher.formData?.get("order");
  const saved = typeof sending === "string" ? sending.split(",") : serverOrder;
  const byId = new Map(blocks.map((block) => [block.id, block]));

  const save = (order: string[], movedId: string) => {
    const position = order.indexOf(movedId) + 1;
    setAnnouncement(`${blockName(byId.get(movedId)!)} moved: now ${position} of ${order.length}.`);
    fetcher.submit({ intent: "order", order: order.join(","), blockId: movedId }, { method: "post", action });
  };
  const drag = useBlockDrag(saved, save);
  const shown = (drag.order ?? saved).filter((id) => byId.has(id));

  const move = (event: FormEvent<HTMLFormElement>, id: string, direction: "up" | "down") => {
    event.preventDefault();
    const from = shown.indexOf(id);
    const to = from + (direction === "up" ? -1 : 1);
    if (to < 0 || to >= shown.length) return;
    const order = [...shown];
    [order[from], order[to]] = [order[to]!, order[from]!];
    focusAfter.current = { id, direction };
    save(order, id);
  };

  // A moved row is put back in the DOM, which drops the focus: give it back to the same button
  // (or the other one when the block reached an end).
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const row = document.querySelector(`[data-block-id="${CSS.escape(wanted.id)}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`button[value="${wanted.direction}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('button[name="direction"]:not(:disabled)');
    button?.focus();
  });

  if (shown.length === 0) return <p className="text-muted">No blocks yet: add the first one below.</p>;
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol ref={drag.listRef} className="grid gap-3" aria-label="Blocks of the page, in order" aria-busy={fetcher.state !== "idle"}>
        {shown.map((id, index) => {
          const block = byId.get(id)!;
          const name = blockName(block);
          return (
            <li
              key={id}
              data-block-id={id}
              className={`flex flex-wrap items-center gap-3 rounded-xl border bg-white p-3 ${drag.dragging === id ? "border-ink shadow-md" : "border-line"}`}
            >
              {drag.enabled ? (
                <span
                  aria-hidden="true"
                  data-drag-handle
                  title="Drag to reorder"
                  onPointerDown={(event) => drag.start(event, id)}
                  className="cursor-grab touch-none select-none rounded px-2 py-1 text-muted hover:bg-mist"
                >
                  ⠿
                </span>
              ) : null}
              <span className="font-semibold">
                {index + 1}. <span data-block-label>{name}</span>
              </span>
              <span className="ml-auto flex flex-wrap gap-2">
                <Link to={editPath(id)} className="btn-secondary text-sm" aria-label={`Edit ${name}`}>
                  Edit
                </Link>
                {(["up", "down"] as const).map((direction) => (
                  <form key={direction} method="post" action={action} onSubmit={(event) => move(event, id, direction)}>
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="blockId" value={id} />
                    <button
                      type="submit"
                      name="direction"
                      value={direction}
                      className="btn-secondary text-sm"
                      disabled={direction === "up" ? index === 0 : index === shown.length - 1}
                      aria-label={`Move ${name} ${direction}`}
                    >
                      {direction === "up" ? "Move up" : "Move down"}
                    </button>
                  </form>
                ))}
                {confirmRemove === id ? null : (
                  <Form method="get" action={action}>
                    <input type="hidden" name="remove" value={id} />
                    <button type="submit" className="btn-secondary text-sm" aria-label={`Remove ${name}`}>
                      Remove
                    </button>
                  </Form>
                )}
              </span>
              {confirmRemove === id ? <ConfirmRemove action={action} id={id} name={name} /> : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function ConfirmRemove({ action, id, name }: { action: string; id: string; name: string }) {
  return (
    <Form method="post" action={action} className="flex w-full flex-wrap items-center gap-3 rounded-lg bg-mist p-3">
      <p className="text-sm font-semibold">Remove {name} from the page? This cannot be undone.</p>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="blockId" value={id} />
      <button type="submit" className="btn-primary text-sm" autoFocus>
        Yes, remove it
      </button>
      <Link to={action} className="link text-sm">
        Keep it
      </Link>
    </Form>
  );
}
