/**
 * Door check-in for a brand's owner (issue "door check-in"; platform-core §3 Ticket, §4 "a user may
 * close it and the closer is recorded"): the tickets of one experience on one date, and checking one
 * in by the door code its holder shows (#contract/door-code). A code is looked for only among this
 * brand's tickets of that experience and date; everything else is the same 404.
 */
import { z } from "zod";
import { ERROR_CODES } from "../error-codes";
import { DOOR_CODE_MAX_INPUT } from "../door-code";
import { endpoint, type Refusal } from "./endpoint";
import { badBody, rateLimited, signedOut, tooLarge } from "./errors";
import { MAX_ACCOUNT_BODY_BYTES } from "../limits";

const SPEC = "platform-core §3 Ticket, §4 (closed by its seller)";
const instant = z.iso.datetime({ offset: true });

/** The words of an unknown code: the same whether it is another brand's or date's, or nobody's. */
export const NO_TICKET_WITH_CODE = "No ticket with that code for this date.";

export const doorTicket = z
  .object({
    id: z.string().min(1),
    purchase_id: z.string().min(1),
    number: z.number().int().min(1),
    of: z.number().int().min(1).meta({ description: "The booking's guests." }),
    buyer: z.object({ id: z.string().min(1), name: z.string() }),
    door_code: z.string().nullable(),
    time: z.string().meta({ description: "The booking's start, HH:MM in the experience's zone." }),
    state: z.enum(["open", "used", "cancelled"]),
    closed_by: z.enum(["holder", "seller"]).nullable(),
    time_closed: instant.nullable(),
  })
  .meta({ id: "DoorTicket" });

export const doorList = z
  .object({
    experience: z.object({ id: z.string().min(1), name: z.string() }),
    date: z.string(),
    timezone: z.string(),
    tickets: z.array(doorTicket),
  })
  .meta({ id: "DoorList" });

export const checkInAnswer = z
  .object({
    result: z.enum(["checked_in", "already_used", "cancelled"]).meta({
      description: "checked_in: closed now by the caller; already_used: it was closed before (nothing changes); cancelled: its booking was cancelled (it admits no one).",
    }),
    ticket: doorTicket,
  })
  .meta({ id: "CheckIn" });

const params = z.object({
  id: z.string().meta({ description: "The brand's id." }),
  experience: z.string().meta({ description: "The experience's id." }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ description: "YYYY-MM-DD in the experience's zone." }),
});

const unknown: Refusal = { status: 404, code: ERROR_CODES.notFound, when: "No brand of the caller's with this id, or no experience of that brand with that id (another owner's is unknown too)." };

export const listDoorTickets = endpoint({
  id: "listDoorTickets",
  method: "GET",
  path: "/account/business/{id}/check-in/{experience}/{date}",
  summary: "The tickets of one of the caller's brand's experiences on one date, for checking in at the door",
  spec: SPEC,
  caller: "member",
  params,
  answer: { status: 200, json: doorList },
  refusals: [signedOut, unknown],
});

export const checkInTicket = endpoint({
  id: "checkInTicket",
  method: "POST",
  path: "/account/business/{id}/check-in/{experience}/{date}",
  summary: "Check a ticket in by its door code: closes it, recording the caller and the time (again: answers it as it is)",
  spec: SPEC,
  caller: "member",
  params,
  body: { json: z.object({ code: z.string().max(DOOR_CODE_MAX_INPUT) }).strict() },
  answer: { status: 200, json: checkInAnswer },
  refusals: [
    signedOut,
    badBody,
    tooLarge(MAX_ACCOUNT_BODY_BYTES),
    { ...unknown, when: `${unknown.when} Or no ticket with that code for that experience and date ("${NO_TICKET_WITH_CODE}").` },
    rateLimited("Too many door codes tried by this member"),
  ],
});

export const checkInEndpoints = [listDoorTickets, checkInTicket] as const;
