/**
 * The zone each demo business's experiences are in. (Their categories and tags are the
 * platform's reference taxonomy, ../taxonomy.ts, seeded in every environment.)
 */

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
