import { DOOR_CODE_MAX_INPUT } from "#contract/door-code";

/* The door check-in's words and address (issue "door check-in"), in one place for its route, schema and scanner. */

export const checkInPath = (brandId: string, experienceId: string, date: string) =>
  `/dashboard/brands/${encodeURIComponent(brandId)}/bookings/${encodeURIComponent(experienceId)}/${date}/check-in`;

export const CHECK_IN_MESSAGES = {
  codeRequired: "Enter the code on the guest's ticket.",
  codeTooLong: `A ticket's code is 8 letters and digits; that is more than ${DOOR_CODE_MAX_INPUT} characters.`,
  notACode: "A ticket's code is 8 letters and digits, like K7QM-4RZP. Check it and try again.",
  failed: "The ticket could not be checked in. Please try again.",
  rateLimited: "Too many codes that match no ticket. Please wait a few minutes and try again.",
} as const;

export const checkedInText = (buyer: string, number: number, of: number) => `Checked in: ${buyer}, ticket ${number} of ${of}.`;
export const alreadyText = (time: string, buyer: string, number: number, of: number) => `Already checked in at ${time}: ${buyer}, ticket ${number} of ${of}.`;
export const cancelledText = (buyer: string, number: number, of: number) => `This ticket was cancelled and admits no one: ${buyer}, ticket ${number} of ${of}.`;

/** What the camera scanner says when it cannot scan: the typed code is always the way on. */
export const SCANNER_MESSAGES = {
  cameraRefused: "The camera is not allowed for this site. Allow it in the browser's settings, or type the ticket's code.",
  noCamera: "No camera was found on this device. Type the ticket's code instead.",
  cameraFailed: "The camera could not be opened (another app may be using it). Try again, or type the ticket's code.",
  readerFailed: "The scanner could not be loaded. Check the connection and try again, or type the ticket's code.",
} as const;
