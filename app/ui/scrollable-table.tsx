import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways inside its own box on narrow screens instead of widening
 * the page. The box is focusable and named by the table's caption so keyboard users can scroll it.
 * It is positioned so that visually hidden (absolutely positioned) text inside the table is clipped too.
 */
export function ScrollableTable({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-2xl border border-line bg-white">
      {children}
    </div>
  );
}
