import { z } from "zod";
import { text } from "~/.server/forms/rules";

/** The page the visitor came from, if it is a path of this site; else the Technology page. */
function returnPathOf(path: string): string {
  return /^\/(?![/\\])[A-Za-z0-9/_-]{0,100}$/.test(path) && path !== "/sandbox" ? path : "/technology-page";
}

/* "Start Free in the Sandbox" (marketing-site §2, §4): no field but where the result page's Done leads back to. */
export const sandboxSchema = z.object({
  returnTo: text("Return path").transform(returnPathOf),
});
