import type { PlaceChoice } from "./place-choice";

/*
 * The place combobox's behaviour, fetched on the Place field's first focus: plain DOM on the
 * elements the page rendered (the input, its empty listbox, the live region), so it imports
 * nothing and never remounts the input (focus and what was typed stay). It asks `placesUrl` as
 * the person types (debounced; an answer to an older query is dropped), moves through the places
 * with the arrow keys (aria-activedescendant), picks with Enter or a click, closes with Escape and
 * on blur, and has the live region say how many it found. Picking fills the form's fields of the
 * place (hidden city, state, map point; the Place text), its country and time zone selects (the
 * zone the platform looked up from the coordinates), and the line saying which place is picked.
 */

const DEBOUNCE_MS = 250;

export function enhance(input: HTMLInputElement, list: HTMLUListElement, status: HTMLElement, placesUrl: string, lineId: string): void {
  let places: PlaceChoice[] = [];
  let active = -1;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  list.className = "absolute z-10 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-line bg-white py-1 shadow-lg";

  const show = (open: boolean, index = -1) => {
    active = open ? index : -1;
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    list.querySelectorAll("li").forEach((option, i) => option.setAttribute("aria-selected", String(i === active)));
    if (active >= 0) input.setAttribute("aria-activedescendant", `${list.id}-${active}`);
    else input.removeAttribute("aria-activedescendant");
  };

  const pick = (place: PlaceChoice) => {
    latest++;
    for (const [name, value] of Object.entries(place.fill)) {
      const control = input.form?.elements.namedItem(name);
      if (control instanceof HTMLSelectElement && ![...control.options].some((option) => option.value === value)) control.add(new Option(value.replaceAll("_", " "), value));
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
    }
    const line = document.getElementById(lineId);
    if (line) line.textContent = `Picked: ${place.label}.`;
    show(false);
    status.textContent = `${place.label} picked.`;
  };

  const render = (found: PlaceChoice[]) => {
    places = found;
    list.replaceChildren(
      ...found.map((place, index) => {
        const option = document.createElement("li");
        option.id = `${list.id}-${index}`;
        option.setAttribute("role", "option");
        option.className = "cursor-pointer px-3.5 py-2 aria-selected:bg-ink aria-selected:text-white";
        option.textContent = place.label;
        // Before the input's blur closes the list.
        option.addEventListener("mousedown", (event) => event.preventDefault());
        option.addEventListener("click", () => pick(place));
        return option;
      }),
    );
    // An answer that arrives after the field was left says so, without opening over the page.
    show(found.length > 0 && document.activeElement === input);
    status.textContent = found.length === 0 ? "No places found." : `${found.length} ${found.length === 1 ? "place" : "places"} found.`;
  };

  const search = () => {
    clearTimeout(timer);
    const query = input.value.trim();
    const asked = ++latest;
    if (query.length < 2) return show(false);
    timer = setTimeout(async () => {
      try {
        const response = await fetch(`${placesUrl}?q=${encodeURIComponent(query)}`, { headers: { Accept: "application/json" } });
        const found = response.ok ? ((await response.json()) as PlaceChoice[]) : [];
        if (asked === latest) render(found); // else typed on since: a stale answer
      } catch {
        if (asked === latest) status.textContent = "The place search is unavailable.";
      }
    }, DEBOUNCE_MS);
  };

  input.addEventListener("input", search);
  input.addEventListener("blur", () => show(false));
  input.addEventListener("keydown", (event) => {
    const open = !list.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (places.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      show(true, (active + step + places.length + (active === -1 && step < 0 ? 1 : 0)) % places.length);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault(); // picks; does not submit the form
      pick(places[active]!);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      show(false);
    }
  });
  // What was typed before this loaded.
  search();
}
