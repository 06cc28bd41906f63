/**
 * A request id as it travels in X-Request-Id: from a proxy to the site, and from the site to the
 * platform with each call, so one id finds every log line of a visit (docs/operations.md). Only a
 * short run of safe characters is taken from outside; anything else gets a fresh id.
 */
export const REQUEST_ID_HEADER = "X-Request-Id";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export const isRequestId = (value: string): boolean => REQUEST_ID.test(value);
