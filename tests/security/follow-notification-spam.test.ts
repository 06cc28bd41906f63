/**
 * A follower is announced at most once a day per follower and followed person: before this, each
 * follow/unfollow cycle sent a new "follower" notification, so anyone could flood a person's
 * notifications (and their inbox, for those who asked for email). The platform's clock is moved.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, users } from "../../platform/schema";
import { person, type Person } from "../support/marketplace";
import { DAY, HOUR, movableClock } from "../support/platform-clock";
import { send } from "../support/platform-accounts";
import { databaseTargets, usePlatform } from "../support/platform";

describe.each(databaseTargets)("follow notifications on $name", (target) => {
  const clock = movableClock();
  const platform = usePlatform(target, { accounts: { clock } }, { marketplace: false });

  async function publicPerson(name: string): Promise<Person> {
    const who = await person(platform(), name);
    await platform().db.update(users).set({ public: true }).where(eq(users.id, who.id));
    return who;
  }
  const told = async (recipient: Person, sender: Person) =>
    (await platform().db.select().from(notifications).where(and(eq(notifications.userId, recipient.id), eq(notifications.type, "follower"), eq(notifications.senderId, sender.id)))).length;
  const cycle = async (who: Person, whom: Person) => {
    expect((await send(platform(), "POST", `/user/id/${whom.id}/follow`, { token: who.token })).status).toBe(200);
    expect((await send(platform(), "DELETE", `/user/id/${whom.id}/follow`, { token: who.token })).status).toBe(204);
  };

  it("follow, unfollow and follow again within a day: one notification; after a day, one more", async () => {
    const [ada, bob, eve] = [await publicPerson("ada"), await publicPerson("bob"), await publicPerson("eve")];
    for (let i = 0; i < 5; i++) await cycle(eve, ada);
    expect((await send(platform(), "POST", `/user/id/${ada.id}/follow`, { token: eve.token })).status).toBe(200);
    expect(await told(ada, eve)).toBe(1);

    // Someone else following is news of its own; the same pair is not, 23 hours later.
    await cycle(bob, ada);
    expect(await told(ada, bob)).toBe(1);
    clock.advance(23 * HOUR);
    await cycle(eve, ada);
    expect(await told(ada, eve)).toBe(1);

    // A day after the last notice: told again, once.
    clock.advance(DAY - 23 * HOUR);
    await cycle(eve, ada);
    await cycle(eve, ada);
    expect(await told(ada, eve)).toBe(2);
  });
});
