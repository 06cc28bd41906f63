import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";

/*
 * Dragging a block to a new place with a pointer (mouse, pen, touch) by its handle. While it
 * moves, the list shows the order it would have (the block goes where the pointer passes the
 * middle of another row); on release a changed order is saved. Keyboard users have the
 * Move up / Move down buttons instead, so the handle is not focusable.
 */
export function useBlockDrag(order: string[], save: (order: string[], movedId: string) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const [enabled, setEnabled] = useState(false);
  const [drag, setDrag] = useState<{ id: string; order: string[] } | null>(null);
  const live = useRef(drag);
  live.current = drag;
  // The handle is drawn only once the page's script runs: without it there is nothing to drag.
  useEffect(() => setEnabled(true), []);

  useEffect(() => {
    if (!drag) return;
    const id = drag.id;
    const onMove = (event: PointerEvent) => {
      const rows = [...(listRef.current?.querySelectorAll<HTMLElement>("[data-block-id]") ?? [])].filter((row) => row.dataset.blockId !== id);
      const before = rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top + box.height / 2 < event.clientY;
      }).length;
      const others = rows.map((row) => row.dataset.blockId!);
      const next = [...others.slice(0, before), id, ...others.slice(before)];
      if (next.join() !== live.current?.order.join()) setDrag({ id, order: next });
    };
    const onUp = () => {
      const last = live.current;
      setDrag(null);
      if (last && last.order.join() !== order.join()) save(last.order, id);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onUp);
    return () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onUp);
    };
  }, [drag?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- one set of listeners per drag

  return {
    listRef,
    enabled,
    dragging: drag?.id ?? null,
    order: drag?.order ?? null,
    start(event: ReactPointerEvent, id: string) {
      if (event.button !== 0) return;
      event.preventDefault();
      setDrag({ id, order });
    },
  };
}
