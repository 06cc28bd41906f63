/**
 * A platform given an open PGlite (PlatformOptions.pglite) runs on it and leaves it open when it
 * closes, for its owner: the platform tests hand one in-memory instance from file to file
 * (tests/support/platform.ts), which a platform closing it would break.
 */
import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { createPlatform } from "../../platform/index";
import { IN_MEMORY } from "../../platform/db/connect";
import { callApi, platformOptions } from "../support/platform";

it("runs on the PGlite it is given and leaves it open when it closes", async () => {
  const options = platformOptions({ dataDir: IN_MEMORY, drop: async () => {} });
  const client = await PGlite.create({ loadDataDir: options.memoryImage });
  try {
    const platform = await createPlatform({ ...options, pglite: client });
    const plans = await callApi<unknown[]>(platform, "/membership/plans");
    expect(plans.status).toBe(200);
    await platform.close();
    expect(client.closed, "still open after the platform closed").toBe(false);
    // What the platform wrote at its start (the credentials it was given) is in this instance.
    const { rows } = await client.query<{ username: string }>("SELECT username FROM api_credentials ORDER BY username");
    expect(rows.map((row) => row.username)).toEqual(["demo", "other-tenant", "test-operator"]);
  } finally {
    await client.close();
  }
});
