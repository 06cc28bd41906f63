/** What went wrong with one platform operation, beyond its message. */
export interface PlatformErrorDetails {
  /** HTTP status of the failed response; undefined when no response arrived (network, timeout, no token). */
  status?: number;
  /** The machine code of the error body (`{"code": "not_found"}`), when present. */
  code?: string;
  /** The body's `message`, or the text body when it is not JSON. */
  serverMessage?: string;
  /** The request field the refusal concerns and the problem with it alone (contract/api/errors.ts). */
  field?: string;
  problem?: string;
  /** No response: the connection failed or closed before a full response was read. */
  isNetworkError?: boolean;
  /** No response within the client's timeout. Also a network error. */
  isTimeout?: boolean;
  cause?: unknown;
}

/**
 * A failed platform operation. `message` is `${prefix}: ${reason}` with the spec's prefix
 * (§8, e.g. "Unable to list businesses"), so it can be logged as is; routes map the flags and
 * `status` to the words a person sees ("Network error — …").
 */
export class PlatformError extends Error {
  override readonly name = "PlatformError";
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly field: string | undefined;
  readonly problem: string | undefined;
  readonly isNetworkError: boolean;
  readonly isTimeout: boolean;

  constructor(message: string, details: PlatformErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.field = details.field;
    this.problem = details.problem;
    this.isTimeout = details.isTimeout ?? false;
    this.isNetworkError = this.isTimeout || (details.isNetworkError ?? false);
  }

  /** The failure of one operation: `${prefix}: ${reason}`. */
  static of(prefix: string, reason: string, details: PlatformErrorDetails = {}): PlatformError {
    return new PlatformError(`${prefix}: ${reason}`, details);
  }
}
