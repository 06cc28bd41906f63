import { Honeypot } from "remix-utils/honeypot/server";
import { config } from "~/.server/config";

/**
 * The honeypot on public forms (DESIGN.md rule 4): a field people never see and bots fill,
 * plus an encrypted "valid from" time that must have passed and be at most a few hours old.
 * remix-utils does the check; a form that arrives without the fields at all is treated as spam
 * too (remix-utils would let it through).
 */
/** How long a rendered form's "valid from" stays good: a working day's open tab, not for ever. */
export const HONEYPOT_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/** Said when a person's form was open longer than that: sent again, it carries the page's new honeypot. */
export const HONEYPOT_EXPIRED_MESSAGE = "This form was open for a long time. Please check it and send it again.";

const NAME_FIELD = "name__confirm";
const VALID_FROM_FIELD = "from__confirm";

/** remix-utils' honeypot, plus how old a form's "valid from" is (remix-utils checks only that it has passed). */
class ExpiringHoneypot extends Honeypot {
  async ageOf(formData: FormData): Promise<number | null> {
    const value = formData.get(VALID_FROM_FIELD);
    if (typeof value !== "string") return null;
    const time = Number(await this.decrypt(value));
    return Number.isFinite(time) ? Date.now() - time : null;
  }
}

const honeypot = new ExpiringHoneypot({
  nameFieldName: NAME_FIELD,
  validFromFieldName: VALID_FROM_FIELD,
  encryptionSeed: config.sessionSecrets[0],
});

export type HoneypotProps = Awaited<ReturnType<Honeypot["getInputProps"]>>;

/**
 * The fields every page's forms carry (the root loader asks on every request), made at most once
 * a second: the encrypted time is the same for everyone, and a second's difference in it changes
 * nothing, while making it (a key derived and an AES-GCM encryption) cost every page ~0.7 ms.
 */
export function honeypotInputProps(): Promise<HoneypotProps> {
  const now = Date.now();
  if (!kept || now >= kept.made + HONEYPOT_REUSE_MS || now < kept.made) {
    const props = honeypot.getInputProps({ validFromTimestamp: now });
    kept = { made: now, props };
    props.catch(() => {
      if (kept?.props === props) kept = undefined;
    });
  }
  return kept.props;
}

const HONEYPOT_REUSE_MS = 1_000;
let kept: { made: number; props: Promise<HoneypotProps> } | undefined;

/**
 * What the honeypot makes of a form: a person's ("ok"), a bot's or a forgery ("spam"), or a
 * person's whose page was open too long, or a bot replaying an old one ("expired").
 */
export async function honeypotVerdict(formData: FormData): Promise<"ok" | "spam" | "expired"> {
  if (!formData.has(NAME_FIELD)) return "spam";
  try {
    await honeypot.check(formData);
    const age = await honeypot.ageOf(formData);
    if (age === null) return "spam";
    return age > HONEYPOT_MAX_AGE_MS ? "expired" : "ok";
  } catch {
    // A SpamError, or a "valid from" value that is not one of ours (not base64, another key, a
    // file) making the decryption itself throw: a forged form either way, refused, never a 500.
    return "spam";
  }
}
