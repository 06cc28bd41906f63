/**
 * Which page of the showcase directory to show (marketing-site §5: "The page resets to 1 when the
 * list size or the search changes"). Page links carry the list size they were made for (`size`);
 * when the list has grown or shrunk since, or the page does not exist (a hand-edited URL), the
 * directory starts again at page 1. A new search sends no page, so it starts at 1 too.
 */
export function directoryPage(requested: string | null, sizeSeen: string | null, size: number, pageSize: number): number {
  const page = requested !== null && /^\d+$/.test(requested) ? Number(requested) : 1;
  const pageCount = Math.max(1, Math.ceil(size / pageSize));
  if (page < 1 || page > pageCount) return 1;
  if (sizeSeen !== null && sizeSeen !== String(size)) return 1;
  return page;
}
