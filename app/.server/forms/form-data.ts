import { data } from "react-router";

/**
 * The body of a form POST. A body that is not a form at all (JSON, a wrong content type, a broken
 * or truncated multipart message) is the sender's mistake, not the server's: 400 with the error
 * page's words, never a 500. Browsers always send a readable body, so only hand-made requests
 * see this.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("This form could not be read. Please reload the page and try again.", { status: 400 });
  }
}
