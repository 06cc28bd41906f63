import * as api from "#contract/api/check-in";
import type { CallAnswer } from "#contract/api/endpoint";
import type { PlatformCore } from "~/.server/platform/core";
import { endpointCall } from "~/.server/platform/endpoint-call";

/* Door check-in of a brand's owner (contract/api/check-in.ts listDoorTickets, checkInTicket). */

export type DoorTicket = {
  id: string;
  number: number;
  of: number;
  buyer: string;
  code: string | null;
  time: string;
  state: "open" | "used" | "cancelled";
  timeClosed: string | null;
};

export type DoorList = { experience: { id: string; name: string }; date: string; timezone: string; tickets: DoorTicket[] };

function toDoorTicket(w: CallAnswer<typeof api.checkInTicket>["ticket"]): DoorTicket {
  return { id: w.id, number: w.number, of: w.of, buyer: w.buyer.name, code: w.door_code, time: w.time, state: w.state, timeClosed: w.time_closed };
}

export function checkInCalls(core: PlatformCore) {
  return {
    /** GET /account/business/{id}/check-in/{experience}/{date}. */
    async tickets(brandId: string, experienceId: string, date: string): Promise<DoorList> {
      const w = await core.call(endpointCall(api.listDoorTickets, { params: { id: brandId, experience: experienceId, date } }, { prefix: "Unable to get the tickets" }));
      return { experience: w.experience, date: w.date, timezone: w.timezone, tickets: w.tickets.map(toDoorTicket) };
    },

    /** POST the same: closes the ticket with that code, as its seller. */
    async checkIn(brandId: string, experienceId: string, date: string, code: string): Promise<{ result: "checked_in" | "already_used" | "cancelled"; ticket: DoorTicket }> {
      const w = await core.call(endpointCall(api.checkInTicket, { params: { id: brandId, experience: experienceId, date }, body: { code } }, { prefix: "Unable to check in" }));
      return { result: w.result, ticket: toDoorTicket(w.ticket) };
    },
  };
}
