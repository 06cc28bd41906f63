import type { IncomingMessage } from "node:http";

export const LINGER_BYTES: number;
export const LINGER_MS: number;
export function lingerBeforeClosing(req: IncomingMessage): void;
