/*
 * The workspace home's setup checklist (issue: the owner's first tasks): a venue, an experience,
 * a published page and a coin, each ticked from the brand's real data. Plain data, so the page
 * renders it and the tests read the same words.
 */

export type SetupStep = {
  key: "venue" | "experience" | "page" | "coin";
  /** The task, as a link while it is not done. */
  task: string;
  /** Where the task is done. */
  to: string;
  /** What was done ("Harbor Hall"), or null while it is not. */
  done: string | null;
};

export type SetupFacts = {
  venues: ReadonlyArray<{ name: string }>;
  /** The brand's experiences that are not archived. */
  experiences: ReadonlyArray<{ name: string }>;
  /** The brand's pages that are not archived: each is public at /b/<username>/<name>. */
  pages: ReadonlyArray<{ name: string; title: string | null }>;
  coin: { name: string } | null;
};

const withMore = (names: string[]) => (names.length > 1 ? `${names[0]} and ${names.length - 1} more` : (names[0] ?? null));

export function setupSteps(facts: SetupFacts, paths: Record<SetupStep["key"], string>): SetupStep[] {
  return [
    { key: "venue", task: "Add a venue", to: paths.venue, done: withMore(facts.venues.map((venue) => venue.name)) },
    { key: "experience", task: "Add an experience", to: paths.experience, done: withMore(facts.experiences.map((experience) => experience.name)) },
    { key: "page", task: "Publish a page", to: paths.page, done: withMore(facts.pages.map((page) => page.title || page.name)) },
    { key: "coin", task: "Issue a coin", to: paths.coin, done: facts.coin?.name ?? null },
  ];
}
