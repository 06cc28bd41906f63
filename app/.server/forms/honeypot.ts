import { Honeypot } from "remix-utils/honeypot/server";
import { config } from "~/.server/config";

/**
 * The honeypot on public forms (DESIGN.md rule 4): a field people never see and bots fill,
 * plus an encrypted "valid from" time. remix-utils does the check; a form that arrives
 * without the fields at all is treated as spam too (remix-utils would let it through).
 */
const honeypot = new Honeypot({
  nameFieldName: "name__confirm",
  validFromFieldName: "from__confirm",
  encryptionSeed: config.sessionSecrets[0],
});

export type HoneypotProps = Awaited<ReturnType<Honeypot["getInputProps"]>>;

export function honeypotInputProps(): Promise<HoneypotProps> {
  return honeypot.getInputProps();
}

export async function isSpam(formData: FormData): Promise<boolean> {
  if (!formData.has("name__confirm")) return true;
  try {
    await honeypot.check(formData);
    return false;
  } catch {
    // A SpamError, or a "valid from" value that is not one of ours (not base64, another key, a
    // file) making the decryption itself throw: a forged form either way, refused, never a 500.
    return true;
  }
}
