/**
 * The owner's experience calls (areas/experience-editing.ts) against a stand-in platform: the
 * entity's names go out as the wire's (snake_case, transportation's lead_time), only the parts
 * given are sent, archive is a DELETE, and the cover goes as a multipart `image`.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createPlatformCore } from "~/.server/platform";
import { wireExperience } from "../support/experience-wire";
import { fakeJwt, json, misbehavingServer, nowSeconds, type Handler, type MisbehavingServer } from "../support/misbehaving-server";
import { experienceEditingCalls } from "../../app/areas/brands/experiences/experience-editing-calls.server";

let server: MisbehavingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function ownerClient(handler: Handler) {
  server = await misbehavingServer(handler);
  const tokens = { accessToken: fakeJwt({ exp: nowSeconds() + 3600, sub: "u1" }), idToken: "id-1", refreshToken: "refresh-1" };
  return { client: createPlatformCore({ baseUrl: server.url, apiUsername: "demo", apiKey: "demo-api-key", tokens }), requests: server.requests };
}

const experienceWire = (extra: Partial<Parameters<typeof wireExperience>[0]> = {}) =>
  wireExperience({
    id: "e1",
    name: "Harbor Sail",
    provider: { id: "b1", name: "Tidewater", username: "tidewater", logo: null },
    category: { name: "outdoors", title: "Outdoors" },
    retail_price: 85,
    max_guests: 6,
    duration: 90,
    ...extra,
  });

describe("experience editing calls", () => {
  it("create posts category, the experience in the wire's names and the windows, with the bearer token", async () => {
    const { client, requests } = await ownerClient((_, res) => json(res, 201, experienceWire()));
    const window = { start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 0 }, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: true, sunday: false };
    const created = await experienceEditingCalls(client).create({
      category: "outdoors",
      experience: {
        name: "Harbor Sail",
        retailPrice: 85,
        memberPrice: null,
        maxGuests: 6,
        duration: { hours: 1, minutes: 30 },
        idealAge: { youngest: 10, oldest: null },
        transportation: { included: true, radius: 10, leadTime: 30 },
        minimumTier: 2,
        membersOnly: true,
        additionalItems: ["towel"],
        venue: null,
      },
      availabilities: [window],
    });
    expect(created).toMatchObject({ id: "e1", retailPrice: 85, durationSplit: { hours: 1, minutes: 30 } });
    expect(requests[0]).toMatchObject({ method: "POST", url: "/experiences/create" });
    expect(requests[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(JSON.parse(requests[0]!.body)).toEqual({
      category: "outdoors",
      experience: {
        name: "Harbor Sail",
        retail_price: 85,
        member_price: null,
        max_guests: 6,
        duration: { hours: 1, minutes: 30 },
        ideal_age: { youngest: 10, oldest: null },
        transportation: { included: true, radius: 10, lead_time: 30 },
        minimum_tier: 2,
        members_only: true,
        additional_items: ["towel"],
        venue: null,
      },
      availabilities: [window],
    });
  });

  it("update sends only what is given; archive is a DELETE answering the archived experience", async () => {
    const { client, requests } = await ownerClient((req, res) => json(res, 200, experienceWire({ archived: req.method === "DELETE" })));
    await experienceEditingCalls(client).update("e/1", { experience: { name: "Harbor Sail at Dusk" } });
    const archived = await experienceEditingCalls(client).archive("e1");
    expect(archived.archived).toBe(true);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(["PUT /experiences/id/e%2F1", "DELETE /experiences/id/e1"]);
    expect(JSON.parse(requests[0]!.body)).toEqual({ experience: { name: "Harbor Sail at Dusk" } });
  });

  it("the cover goes as multipart field image, with its file name, and the platform's refusal comes back in its words", async () => {
    const { client, requests } = await ownerClient((_, res, index) =>
      index === 0
        ? json(res, 200, experienceWire({ images: ["/platform-api/files/experiences/i1"] }))
        : json(res, 400, { message: 'Field "image": must be a PNG, JPEG, WebP or GIF image', code: "invalid_request" }),
    );
    const bytes = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    const updated = await experienceEditingCalls(client).uploadCover("e1", bytes, "cover.png");
    expect(updated.images).toEqual(["/platform-api/files/experiences/i1"]);
    expect(requests[0]).toMatchObject({ method: "PUT", url: "/experiences/id/e1/images/cover" });
    expect(requests[0]?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.body).toMatch(/name="image"; filename="cover.png"/);
    await expect(experienceEditingCalls(client).uploadCover("e1", bytes, "x.txt")).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Field "image": must be a PNG, JPEG, WebP or GIF image',
    });
  });
});
