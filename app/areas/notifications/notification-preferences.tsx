import { Form } from "react-router";
import { Section } from "../dashboard/dashboard-ui";
import { NOTIFICATION_KINDS, NOTIFICATION_PATHS } from "./notifications-text";

/** Which kinds of notification also arrive by email (a plain form: one checkbox a kind). */
export function EmailPreferences({ preferences }: { preferences: Record<string, boolean> | null }) {
  return (
    <Section id="email-preferences" title="Email me about">
      {preferences === null ? (
        <p role="alert">Your email preferences could not be loaded. Please try again later.</p>
      ) : (
        <Form method="post" action={NOTIFICATION_PATHS.preferences} preventScrollReset>
          <fieldset>
            <legend className="text-sm text-muted">Every notification is shown here; ticked ones are also emailed to you.</legend>
            <ul className="mt-3 grid gap-2">
              {Object.entries(preferences).map(([kind, on]) => (
                <li key={kind}>
                  <input type="hidden" name="shown" value={kind} />
                  <label className="flex items-center gap-2">
                    <input type="checkbox" name="email" value={kind} defaultChecked={on} className="size-4" />
                    {NOTIFICATION_KINDS[kind] ?? kind}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button type="submit" className="btn-primary mt-4">
            Save email preferences
          </button>
        </Form>
      )}
    </Section>
  );
}
