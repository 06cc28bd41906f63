/**
 * The illustrated covers of the demo catalogue (public/platform-assets/experiences/<name>.svg):
 * one flat drawing per subject, and what each shows, in words, for its alt text. The seed picks a
 * subject for each demo experience; the site reads the words back from the cover's address. A
 * cover someone uploaded is not one of these and keeps its own (no made-up description).
 */
export const EXPERIENCE_COVERS = {
  bike: "A red bicycle on the grass beside a lake",
  books: "A stack of colourful books beside a tall picture book and crayons",
  bread: "A round sourdough loaf and a croissant on a wooden board with a sprig of wheat",
  camera: "A camera in front of a low golden sun over the hills",
  "cheese-beer": "A wedge of cheese beside a glass of beer on a wooden board",
  climbing: "A climber on a rope halfway up a rock face",
  cocktail: "An espresso martini topped with coffee beans under string lights",
  coffee: "A cup of coffee with a heart of latte art on its saucer",
  drums: "Three hand drums on the grass on a sunny day",
  flowers: "A bouquet of pink, purple and yellow flowers in a blue vase",
  guitar: "An acoustic guitar beside an amplifier on a dark stage",
  "hot-chocolate": "A red mug of hot chocolate with marshmallows on a snowy day",
  kayak: "A person paddling a red kayak through marsh grass at sunrise, a heron watching",
  knife: "A chef's knife on a cutting board with chopped tomatoes and herbs",
  letterpress: "A freshly printed poster beside an ink roller",
  market: "A market stall with a striped awning and crates of fruit and vegetables",
  meditation: "A person meditating on a cushion on a hill at sunset",
  mountains: "Snow-capped mountains at sunrise with a trail winding up the hillside",
  notebook: "An open notebook with a pen and a cup of tea",
  "old-town": "A row of old brick townhouses with a street lamp",
  pasta: "A table set with a bowl of fresh pasta and a candle",
  pizza: "A pizza with tomato and basil in front of a glowing wood-fired oven",
  pottery: "Hands shaping a clay pot on a potter's wheel",
  "pour-over": "A kettle pouring water into a pour-over coffee dripper above a glass carafe",
  "puppy-yoga": "A puppy sitting on a yoga mat in the park",
  running: "A runner on a winding path between trees",
  sailboat: "A sailboat on a lake at sunset with mountains behind",
  "sound-bath": "Singing bowls under a night sky, their sound drawn as waves",
  waterfall: "A tall waterfall falling between green cliffs into a pool",
  wildlife: "An elk on a meadow below the mountains",
  wine: "Two glasses of red wine above rows of vineyard hills",
  yoga: "A person in a yoga pose on a mat by a river at sunrise",
} as const satisfies Record<string, string>;

export type ExperienceCover = keyof typeof EXPERIENCE_COVERS;

const COVERS_PATH = "/platform-assets/experiences/";

/** Where the site serves a cover illustration. */
export function experienceCoverPath(cover: ExperienceCover): string {
  return `${COVERS_PATH}${cover}.svg`;
}

/** What the picture at `src` shows, when it is one of the covers above; null for any other image. */
export function experienceCoverAlt(src: string | null | undefined): string | null {
  if (!src?.startsWith(COVERS_PATH) || !src.endsWith(".svg")) return null;
  const name = src.slice(COVERS_PATH.length, -".svg".length);
  return Object.hasOwn(EXPERIENCE_COVERS, name) ? EXPERIENCE_COVERS[name as ExperienceCover] : null;
}
