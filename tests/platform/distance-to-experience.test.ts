/**
 * The distance to an experience once the visitor has given a place (platform-core §7 POST
 * /location/distance/to/experience; the search's location): a search with a location answers each
 * experience's distance from it in the same answer (one call per page, not one per card), the
 * same as /location/distance/to/experience says; the site says it in people's words, miles for a
 * place in the US and km elsewhere.
 */
import { describe, expect, it } from "vitest";
import { distanceFromPlace } from "../../app/areas/marketplace/distance-words";
import { addExperience } from "../support/experiences";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

const PORTLAND = { latitude: 45.52345, longitude: -122.67621 };

describe.each(databaseTargets)("distances to experiences on $name", (target) => {
  const platform = usePlatform(target);

  it("a search near a point answers each experience's distance, as /location/distance/to/experience does", async () => {
    const near = await addExperience(platform(), { name: "Zz Gorge Hike", latitude: 45.7112, longitude: -121.5182 });
    const search = await send(platform(), "POST", "/experiences/search", { json: { keywords: "Zz Gorge Hike", location: PORTLAND, radius: 100 } });
    expect(search.status).toBe(200);
    const found = search.body.experiences.find((experience: { id: string }) => experience.id === near);
    const measured = await send(platform(), "POST", "/location/distance/to/experience", { json: { origin: PORTLAND, experience: near } });
    expect(measured.status).toBe(200);
    expect(found.distance).toEqual(measured.body.distance);
    expect(found.distance.miles).toBeGreaterThan(50);

    const without = await send(platform(), "POST", "/experiences/search", { json: { keywords: "Zz Gorge Hike" } });
    expect(without.body.experiences.find((experience: { id: string }) => experience.id === near).distance).toBeNull();
  });

  it("says the distance in people's words: miles from a US place, km elsewhere", () => {
    expect(distanceFromPlace({ km: 97.1, miles: 60.3 }, { label: "Portland, OR", country: "US" })).toBe("60 miles from Portland, OR");
    expect(distanceFromPlace({ km: 1.6, miles: 1 }, { label: "Portland, OR", country: "US" })).toBe("1 mile from Portland, OR");
    expect(distanceFromPlace({ km: 0.3, miles: 0.2 }, { label: "Portland, OR", country: "US" })).toBe("Less than a mile from Portland, OR");
    expect(distanceFromPlace({ km: 12.4, miles: 7.7 }, { label: "Lyon, FR", country: "FR" })).toBe("12 km from Lyon, FR");
    expect(distanceFromPlace({ km: 0.4, miles: 0.2 }, { label: "Lyon, FR", country: "FR" })).toBe("Less than a km from Lyon, FR");
    expect(distanceFromPlace({ km: 1234.5, miles: 767.1 }, { label: "Portland, OR", country: "US" })).toBe("767 miles from Portland, OR");
    expect(distanceFromPlace({ km: 12345.5, miles: 7671.1 }, { label: "Portland, OR", country: "US" })).toBe("7,671 miles from Portland, OR");
  });
});
