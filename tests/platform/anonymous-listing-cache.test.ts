/**
 * The marketplace's lists and searches as a caller without a session sees them are alike for
 * every such caller, so the platform keeps them per process for at most SHARED_CACHE_MS
 * (docs/performance.md "Shared data"): a change made elsewhere (another process, a booking) shows
 * within that bound, this process's own write of an experience at once. A member is given the
 * same kept page with their own likes, read for them every time and never kept nor served to
 * anyone else.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { experiences } from "../../platform/schema";
import { brand, experience, person } from "../support/marketplace";
import { databaseTargets, usePlatform } from "../support/platform";
import { send } from "../support/platform-accounts";

const WINDOW = { start: { hour: 9, minute: 0 }, end: { hour: 12, minute: 30 }, saturday: true, sunday: true };
const KAYAK = { name: "Sunset kayak tour", retail_price: 40, max_guests: 6, duration: { hours: 1, minutes: 30 } };
type Page = { experiences: Array<{ id: string; name: string; liked: boolean }>; total: number };

describe.each(databaseTargets)("anonymous listings on $name", (target) => {
  const platform = usePlatform(target, {}, { marketplace: false });

  it("keeps the page every visitor sees, gives a member theirs with their own likes, and forgets it at this process's own write", async () => {
    const kayak = await experience(platform(), { name: "Harbor kayak tour" });
    const member = await person(platform(), "member");
    const category = (await send<{ category: { name: string } }>(platform(), "GET", `/experiences/id/${kayak.id}`)).body.category.name;
    const list = async (token?: string) => (await send<Page>(platform(), "GET", "/experiences/list?per_page=50", token ? { token } : {})).body;
    const search = async (token?: string) => (await send<Page>(platform(), "POST", "/experiences/search", { ...(token ? { token } : {}), json: { keywords: "kayak", per_page: 50 } })).body;
    const named = (page: Page) => page.experiences.find((item) => item.id === kayak.id);

    expect(named(await list())).toMatchObject({ name: "Harbor kayak tour", liked: false });
    expect(named(await search())).toMatchObject({ name: "Harbor kayak tour", liked: false });
    // The member's like is theirs: their pages show it, an anonymous caller's never do.
    expect((await send(platform(), "POST", `/experiences/id/${kayak.id}/likes`, { token: member.token })).status).toBe(200);
    expect(named(await list(member.token))).toMatchObject({ liked: true });
    expect(named(await search(member.token))).toMatchObject({ liked: true });
    expect(named(await list())).toMatchObject({ liked: false });
    expect(named(await search())).toMatchObject({ liked: false });

    // Renamed, and liked by another member, behind this process's back (as another platform
    // process would): every caller's page answers what was kept (within SHARED_CACHE_MS), while
    // each member's likes are their own and current.
    const other = await person(platform(), "other");
    await platform().db.update(experiences).set({ name: "Harbor kayak tour at dawn" }).where(eq(experiences.id, kayak.id));
    await platform().db.execute(sql`insert into experience_likes (experience_id, user_id) values (${kayak.id}, ${other.id})`);
    expect(named(await list())).toMatchObject({ name: "Harbor kayak tour", liked: false });
    expect(named(await search())).toMatchObject({ name: "Harbor kayak tour", liked: false });
    expect(named(await list(member.token))).toMatchObject({ name: "Harbor kayak tour", liked: true });
    expect(named(await search(member.token))).toMatchObject({ name: "Harbor kayak tour", liked: true });
    expect(named(await list(other.token))).toMatchObject({ name: "Harbor kayak tour", liked: true });
    expect(named(await search(other.token))).toMatchObject({ name: "Harbor kayak tour", liked: true });
    // The member takes their like back: their page says so at once, and the count moves for everyone.
    expect((await send(platform(), "DELETE", `/experiences/id/${kayak.id}/likes`, { token: member.token })).status).toBe(200);
    expect(named(await list(member.token))).toMatchObject({ name: "Harbor kayak tour at dawn", liked: false });
    expect(named(await list(other.token))).toMatchObject({ liked: true });
    expect(named(await list())).toMatchObject({ liked: false });

    // An experience created through this platform: every anonymous page kept is forgotten at once.
    const owner = await person(platform(), "owner");
    await brand(platform(), owner.id);
    const created = await send<{ id: string }>(platform(), "POST", "/experiences/create", { token: owner.token, json: { category, experience: KAYAK, availabilities: [WINDOW] } });
    expect(created.status).toBe(201);
    const after = await list();
    expect(named(after)).toMatchObject({ name: "Harbor kayak tour at dawn" });
    expect(after.experiences.some((item) => item.id === created.body.id)).toBe(true);
    expect(named(await search())).toMatchObject({ name: "Harbor kayak tour at dawn" });
  });
});
