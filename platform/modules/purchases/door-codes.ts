/** Door codes for new tickets (#contract/door-code), drawn from a secure random source. */
import { randomInt } from "node:crypto";
import { inArray } from "drizzle-orm";
import { DOOR_CODE_ALPHABET, DOOR_CODE_LENGTH } from "#contract/door-code";
import type { Transaction } from "./holds";
import { tickets } from "./schema";

function drawCode(): string {
  let code = "";
  for (let i = 0; i < DOOR_CODE_LENGTH; i += 1) code += DOOR_CODE_ALPHABET[randomInt(DOOR_CODE_ALPHABET.length)];
  return code;
}

/**
 * `count` codes no ticket holds yet. A clash (1 in 31^8 per pair) is drawn again here rather than
 * left to the unique index, which would fail the whole payment's transaction.
 */
export async function newDoorCodes(tx: Transaction, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const drawn = Array.from({ length: count - codes.size }, drawCode).filter((code) => !codes.has(code));
    const taken = drawn.length === 0 ? [] : await tx.select({ code: tickets.doorCode }).from(tickets).where(inArray(tickets.doorCode, drawn));
    const used = new Set(taken.map((row) => row.code));
    for (const code of drawn) if (!used.has(code)) codes.add(code);
  }
  return [...codes];
}
