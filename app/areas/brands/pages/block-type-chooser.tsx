import { Form } from "react-router";
import { BLOCK_LABELS } from "./pages-text";

/* Its own module: the builder shows it without loading the block form. */

/** Which kind of block to add: a GET form to the new block's page with `?type=`. */
export function BlockTypeChooser({ action, id }: { action: string; id: string }) {
  return (
    <Form method="get" action={action} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          Type of block
        </label>
        <select id={id} name="type" className="mt-1.5 rounded-lg border border-line bg-white px-3 py-2 text-base">
          {Object.entries(BLOCK_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary">
        Add a block
      </button>
    </Form>
  );
}
