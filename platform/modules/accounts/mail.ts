/** The mail accounts send: codes, and notices of a changed password (a changed email address: notifications/events.ts). */
import type { Mailer } from "../../infra/mail";
import { CODE_TTL_MINUTES, type CodePurpose } from "./codes";

const CODE_MAILS: Record<CodePurpose, { subject: string; lead: string }> = {
  account: { subject: "Verify your email", lead: "Welcome! To finish creating your account, enter this code:" },
  password_reset: {
    subject: "Reset your password",
    lead: "Someone (hopefully you) asked to reset your password. Enter this code to choose a new one:",
  },
  email_change: { subject: "Confirm your new email address", lead: "To use this address for your account, enter this code:" },
};

/** `startedBy`: the sign-up attempt or email change the code belongs to (./outbox-bindings.ts); none for a reset. */
export async function sendCode(mailer: Mailer, to: string, code: string, purpose: CodePurpose, startedBy?: string): Promise<void> {
  const { subject, lead } = CODE_MAILS[purpose];
  await mailer.send({
    to,
    subject,
    code,
    startedBy,
    text: `${lead}\n\n    ${code}\n\nThe code expires in ${CODE_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`,
  });
}

export async function sendPasswordChanged(mailer: Mailer, to: string, how: "reset" | "changed"): Promise<void> {
  await mailer.send({
    to,
    subject: "Your password was changed",
    text:
      how === "reset"
        ? "The password of your account was just reset. If this was not you, reset it again at once and contact support."
        : "The password of your account was just changed. If this was not you, reset it at once and contact support.",
  });
}
