/**
 * The demo marketplace's categories and their tags, and the zone each demo business's
 * experiences are in. `seasonal`, `stargazing` and `karaoke` have no experience on purpose:
 * they show what `?empty=true` adds to the category and tag lists.
 */

export type DemoCategory = { name: string; title: string; tags: Array<[name: string, title: string]> };

export const demoCategories: readonly DemoCategory[] = [
  {
    name: "outdoors",
    title: "Outdoors & adventure",
    tags: [["hiking", "Hiking"], ["kayaking", "Kayaking"], ["cycling", "Cycling"], ["birdwatching", "Birdwatching"], ["stargazing", "Stargazing"]],
  },
  {
    name: "food-drink",
    title: "Food & drink",
    tags: [["baking", "Baking"], ["coffee", "Coffee"], ["wine-tasting", "Wine tasting"], ["cooking-class", "Cooking class"]],
  },
  {
    name: "wellness",
    title: "Wellness",
    tags: [["yoga", "Yoga"], ["meditation", "Meditation"], ["sound-bath", "Sound bath"], ["fitness", "Fitness"]],
  },
  {
    name: "arts-culture",
    title: "Arts & culture",
    tags: [["pottery", "Pottery"], ["photography", "Photography"], ["printmaking", "Printmaking"], ["floral-design", "Floral design"]],
  },
  {
    name: "classes",
    title: "Classes & workshops",
    tags: [["music-lesson", "Music lesson"], ["writing", "Writing"], ["coaching", "Coaching"], ["hands-on", "Hands-on"]],
  },
  {
    name: "nightlife",
    title: "Nightlife",
    tags: [["live-music", "Live music"], ["cocktails", "Cocktails"], ["trivia", "Trivia"], ["karaoke", "Karaoke"]],
  },
  {
    name: "family",
    title: "Family & kids",
    tags: [["kids", "Kids"], ["storytime", "Storytime"], ["all-ages", "All ages"]],
  },
  {
    name: "tours",
    title: "Tours",
    tags: [["walking-tour", "Walking tour"], ["food-tour", "Food tour"], ["history", "History"], ["boat-tour", "Boat tour"]],
  },
  { name: "seasonal", title: "Seasonal & holiday", tags: [["holiday-market", "Holiday market"]] },
];

/** The IANA zone of each demo business's town. */
export const demoZones: Readonly<Record<string, string>> = {
  lotusflow: "America/New_York",
  hearthandcrumb: "America/New_York",
  ridgelinecoffee: "America/Los_Angeles",
  ridgelinebrewschool: "America/Los_Angeles",
  steadystate: "America/Chicago",
  saltmarshphoto: "America/New_York",
  kilnandco: "America/New_York",
  switchbackguides: "America/Denver",
  dogearedbooks: "America/Chicago",
  wildirisfloral: "America/New_York",
  copperpot: "America/Chicago",
  harborletterpress: "America/New_York",
  northsidemusic: "America/Chicago",
  meridianwellness: "America/New_York",
};
