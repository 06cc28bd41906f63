import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Route } from "./+types/dashboard";
import { readFormData } from "~/.server/forms/form-data";
import { isSessionGone, requireMember, serverMessage, signInUrlFor } from "~/.server/session/accounts";
import { sessionFrom } from "~/.server/session/session";
import type { User } from "~/.server/platform";
import { CheckboxField, Field, FormAlert, SubmitButton, useIsSubmitting, VerificationCodeField } from "~/ui/forms";
import { birthdayToIso, EMAIL_PATTERN, formatBirthday, formatPhone, MESSAGES, PASSWORD_RULE, phoneToWire, submittedCode } from "~/features/account/account-forms";
import { pageMeta } from "~/features/shell/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Dashboard", "Your profile, memberships, coins, credits and brands.");

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform, user } = await requireMember(request, context);
  const [plans, brands] = await Promise.all([platform.memberships.plans().catch(() => []), platform.businesses.mine().catch(() => null)]);
  const confirmCancel = new URL(request.url).searchParams.get("confirmCancel");
  return { user, plans, brands, confirmCancel, notice: sessionFrom(context).takeNotice() ?? null };
}

type Intent = "profile" | "password" | "email" | "confirm-email" | "avatar" | "change" | "pause" | "unpause" | "cancel";
type Result = { intent: Intent; error: string; values?: Record<string, string | boolean> };

export async function action({ request, context }: Route.ActionArgs) {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  const fail = (intent: Intent, error: string, values?: Result["values"]) => data<Result>({ intent, error, values }, { status: 400 });
  if (length > AVATAR_MAX_BYTES + 64 * 1024) return fail("avatar", "The image is too large. The maximum is 2 MB.");
  const { platform, user } = await requireMember(request, context);
  const form = await readFormData(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const intent = text("intent") as Intent;
  const done = (notice: string, section: string) => {
    sessionFrom(context).flash(notice);
    return redirect(`/dashboard#${section}`);
  };

  try {
    switch (intent) {
      case "profile": {
        const values = {
          firstName: text("firstName"),
          lastName: text("lastName"),
          phone: text("phone"),
          address: text("address"),
          address2: text("address2"),
          city: text("city"),
          state: text("state"),
          postalCode: text("postalCode"),
          birthday: text("birthday"),
          mayCall: form.get("mayCall") === "on",
          mayText: form.get("mayText") === "on",
          public: form.get("public") === "on",
        };
        const phone = values.phone ? phoneToWire(values.phone) : null;
        if (values.phone && !phone) return fail(intent, MESSAGES.phone, values);
        const birthday = values.birthday ? birthdayToIso(values.birthday) : null;
        if (values.birthday && !birthday) return fail(intent, MESSAGES.birthday, values);
        if (values.mayCall && !phone) return fail(intent, "You can allow calls only with a phone number on file.", values);
        await platform.profile.update({
          firstName: values.firstName || null,
          lastName: values.lastName || null,
          phone,
          address: values.address || null,
          address2: values.address2 || null,
          city: values.city || null,
          state: values.state || null,
          postalCode: values.postalCode || null,
          dateOfBirth: birthday,
          mayCall: values.mayCall,
          mayText: values.mayText,
          public: values.public,
        });
        return done("Your profile has been saved.", "profile");
      }
      case "password": {
        const current = String(form.get("currentPassword") ?? "");
        const next = String(form.get("newPassword") ?? "");
        const again = String(form.get("confirmPassword") ?? "");
        if (!current || !next || !again) return fail(intent, MESSAGES.required);
        if (next !== again) return fail(intent, MESSAGES.mismatch);
        if (!PASSWORD_RULE(next)) return fail(intent, MESSAGES.password);
        await platform.profile.changePassword(current, next);
        return done("Your password has been changed.", "password");
      }
      case "email": {
        const email = text("email").toLowerCase();
        if (!EMAIL_PATTERN.test(email)) return fail(intent, MESSAGES.email, { email });
        await platform.profile.changeEmail(email);
        return done(`We emailed a 6-digit code to ${email}. Enter it to confirm the change.`, "email");
      }
      case "confirm-email": {
        const code = submittedCode(text("code"));
        if (!code) return fail(intent, MESSAGES.code);
        await platform.profile.confirmEmail(user.pendingEmail ?? "", code);
        return done("Your email address has been changed.", "email");
      }
      case "avatar": {
        const file = form.get("avatar");
        if (!(file instanceof File) || file.size === 0) return fail(intent, "Please choose an image.");
        if (file.size > AVATAR_MAX_BYTES) return fail(intent, "The image is too large. The maximum is 2 MB.");
        await platform.profile.uploadAvatar(file, file.name || "avatar");
        return done("Your picture has been updated.", "profile");
      }
      case "change": {
        const planId = text("planId");
        if (!planId) return fail(intent, MESSAGES.selectLevel);
        await platform.memberships.change(planId);
        return done("Your membership has been changed.", "memberships");
      }
      case "pause": {
        const months = Number(text("months"));
        if (!Number.isInteger(months) || months < 1 || months > 12) return fail(intent, "Choose from 1 to 12 months.");
        await platform.memberships.pause(text("planId"), months);
        return done(`Your membership is paused for ${months} ${months === 1 ? "month" : "months"}.`, "memberships");
      }
      case "unpause":
        await platform.memberships.unpause(text("planId"));
        return done("Your membership is active again.", "memberships");
      case "cancel":
        await platform.memberships.cancel(text("planId"));
        return done("Your membership has been cancelled.", "memberships");
      default:
        return fail("profile", "Unknown action.");
    }
  } catch (error) {
    if (isSessionGone(error)) {
      sessionFrom(context).destroy();
      return redirect(signInUrlFor(request));
    }
    return fail(intent, serverMessage(error, "That did not work. Please try again."));
  }
}

/** Whether this dashboard form is in flight: all of them post to /dashboard, told apart by their intent. */
function useSubmittingIntent(intent: Intent): boolean {
  const navigation = useNavigation();
  return useIsSubmitting() && navigation.formData?.get("intent") === intent;
}

function initialOf(user: User): string {
  return (user.firstName?.[0] ?? user.email[0] ?? "?").toUpperCase();
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, plans, brands, confirmCancel, notice } = loaderData;
  const result = useActionData<typeof action>();
  const errorFor = (intent: Intent) => (result?.intent === intent ? result.error : undefined);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const address = [user.address, user.address2, user.city, user.state, user.postalCode].filter(Boolean).join(", ");
  const active = user.subscriptionPlans ?? [];
  const paused = user.pausedSubscriptions ?? [];

  return (
    <div className="bg-mist">
      <div className="container-page grid gap-6 py-12">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-4">
            {user.avatarUrl ? (
              <img src={user.avatarUrl} alt="" className="size-16 rounded-full border border-line object-cover" />
            ) : (
              <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-ink text-2xl font-bold text-white">
                {initialOf(user)}
              </span>
            )}
            <div>
              <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
              <p className="text-muted">{user.email}</p>
            </div>
          </div>
          <Form method="post" action="/sign-out">
            <button type="submit" className="btn-secondary">
              Sign out
            </button>
          </Form>
        </div>
        {notice ? <FormAlert message={notice} tone="success" /> : null}

        <div className="grid gap-6 lg:grid-cols-2">
          <ProfileSection user={user} error={errorFor("profile")} avatarError={errorFor("avatar")} values={result?.intent === "profile" ? result.values : undefined} address={address} />
          <div className="grid content-start gap-6">
            <MembershipsSection active={active} paused={paused} plans={plans} confirmCancel={confirmCancel} result={result} />
            <Section id="balances" title="Coins & Credits">
              <ul className="grid gap-2">
                {[...(user.coins ?? []), ...(user.credits ?? [])].map((credit) => (
                  <li key={credit.id} className="flex justify-between rounded-lg bg-mist px-4 py-3">
                    <span>{credit.name}</span>
                    <span className="font-semibold">{credit.balance.toLocaleString("en-US")}</span>
                  </li>
                ))}
                {(user.coins?.length ?? 0) + (user.credits?.length ?? 0) === 0 ? <li>No coins or credits yet.</li> : null}
              </ul>
            </Section>
            <Section id="brands" title="Brands & Businesses">
              {brands === null ? (
                <p>Your brands could not be loaded. Please try again later.</p>
              ) : brands.length === 0 ? (
                <p>You have not created a brand yet.</p>
              ) : (
                <ul className="grid gap-2">
                  {brands.map((brand) => (
                    <li key={brand.id} className="rounded-lg bg-mist px-4 py-3">
                      <span className="font-semibold">{brand.name}</span> <span className="text-muted">({brand.username})</span>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <EmailSection user={user} error={errorFor("email")} confirmError={errorFor("confirm-email")} />
            <PasswordSection error={errorFor("password")} />
          </div>
        </div>
      </div>
    </div>
  );
}

function ProfileSection({
  user,
  error,
  avatarError,
  values,
  address,
}: {
  user: User;
  error?: string;
  avatarError?: string;
  values?: Record<string, string | boolean>;
  address: string;
}) {
  const saving = useSubmittingIntent("profile");
  const uploading = useSubmittingIntent("avatar");
  const v = (name: string, fallback: string | null | undefined) => (values ? String(values[name] ?? "") : (fallback ?? ""));
  const b = (name: string, fallback: boolean | undefined) => (values ? Boolean(values[name]) : Boolean(fallback));
  const [phone, setPhone] = useState(formatPhone(v("phone", user.phone)));
  const [birthday, setBirthday] = useState(formatBirthday(values ? v("birthday", "") : (user.dateOfBirth ?? "").replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2$3$1")));
  return (
    <Section id="profile" title="Profile and preferences">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Phone</dt>
        <dd>{user.phone ? formatPhone(user.phone) : "No phone on file"}</dd>
        <dt className="font-semibold">Address</dt>
        <dd>{address || "No address on file"}</dd>
      </dl>
      <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-3 border-t border-line pt-6">
        <input type="hidden" name="intent" value="avatar" />
        <Field
          label="Profile picture"
          hint="PNG, JPEG, WebP or GIF, up to 2 MB."
          inputProps={{ name: "avatar", type: "file", accept: "image/png,image/jpeg,image/webp,image/gif", ...(avatarError ? { "aria-invalid": true, "aria-describedby": "avatar-error" } : {}) }}
        />
        <FormAlert id="avatar-error" message={avatarError} />
        <div>
          <SubmitButton pending={uploading} pendingLabel="Uploading…" className="btn-secondary">
            Upload picture
          </SubmitButton>
        </div>
      </Form>
      <Form method="post" noValidate className="mt-6 grid gap-4 border-t border-line pt-6 sm:grid-cols-2">
        <input type="hidden" name="intent" value="profile" />
        <Field label="First Name" inputProps={{ name: "firstName", autoComplete: "given-name", defaultValue: v("firstName", user.firstName) }} />
        <Field label="Last Name" inputProps={{ name: "lastName", autoComplete: "family-name", defaultValue: v("lastName", user.lastName) }} />
        <Field
          label="Phone Number"
          inputProps={{ name: "phone", type: "tel", autoComplete: "tel-national", maxLength: 15, value: phone, onChange: (e) => setPhone(formatPhone(e.currentTarget.value)) }}
        />
        <Field
          label="Birthday"
          hint="MM/DD/YYYY"
          inputProps={{ name: "birthday", inputMode: "numeric", maxLength: 10, value: birthday, onChange: (e) => setBirthday(formatBirthday(e.currentTarget.value)) }}
        />
        <Field className="sm:col-span-2" label="Address" inputProps={{ name: "address", autoComplete: "address-line1", defaultValue: v("address", user.address) }} />
        <Field className="sm:col-span-2" label="Address line 2" optional inputProps={{ name: "address2", autoComplete: "address-line2", defaultValue: v("address2", user.address2) }} />
        <Field label="City" inputProps={{ name: "city", autoComplete: "address-level2", defaultValue: v("city", user.city) }} />
        <Field label="State" inputProps={{ name: "state", autoComplete: "address-level1", defaultValue: v("state", user.state) }} />
        <Field label="Postal Code" inputProps={{ name: "postalCode", autoComplete: "postal-code", maxLength: 10, defaultValue: v("postalCode", user.postalCode) }} />
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="text-sm font-semibold">Preferences</legend>
          <CheckboxField label="Allow calls (only with a phone number on file)" inputProps={{ name: "mayCall", defaultChecked: b("mayCall", user.communicationsConsent?.mayCall) }} />
          <CheckboxField label="Allow texts" inputProps={{ name: "mayText", defaultChecked: b("mayText", user.communicationsConsent?.mayText) }} />
          <CheckboxField label="Public profile" inputProps={{ name: "public", defaultChecked: b("public", user.public) }} />
        </fieldset>
        <div className="grid gap-3 sm:col-span-2">
          <FormAlert message={error} />
          <div>
            <SubmitButton pending={saving} pendingLabel="Saving..." className="btn-primary">
              Save profile
            </SubmitButton>
          </div>
        </div>
      </Form>
    </Section>
  );
}

function MembershipsSection({
  active,
  paused,
  plans,
  confirmCancel,
  result,
}: {
  active: NonNullable<User["subscriptionPlans"]>;
  paused: NonNullable<User["pausedSubscriptions"]>;
  plans: { id: string; name: string; price: number }[];
  confirmCancel: string | null;
  result?: Result;
}) {
  const error = result && ["change", "pause", "unpause", "cancel"].includes(result.intent) ? result.error : undefined;
  return (
    <Section id="memberships" title="Memberships">
      {active.length === 0 && paused.length === 0 ? (
        <p>
          You have no membership yet.{" "}
          <Link to="/membership-levels" className="link">
            Choose a membership level
          </Link>
          .
        </p>
      ) : null}
      <ul className="grid gap-4">
        {active.map((plan) => (
          <li key={plan.id} className="grid gap-3 rounded-xl border border-line p-4" aria-label={`${plan.name} membership`}>
            <p>
              <span className="text-lg font-semibold">{plan.name}</span> <span className="rounded-full bg-success/10 px-2 py-0.5 text-sm font-semibold text-success">Active</span>{" "}
              <span className="text-sm text-muted">renews monthly</span>
            </p>
            {confirmCancel === plan.id ? (
              <Form method="post" className="grid gap-3 rounded-lg bg-mist p-4">
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="planId" value={plan.id} />
                <p className="font-semibold">Cancel your {plan.name} membership? You will lose its features at once.</p>
                <div className="flex flex-wrap gap-3">
                  <button type="submit" className="btn-primary">
                    Yes, cancel membership
                  </button>
                  <Link to="/dashboard#memberships" className="btn-secondary">
                    Keep membership
                  </Link>
                </div>
              </Form>
            ) : (
              <>
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="intent" value="change" />
                  <label className="grid gap-1 text-sm font-semibold">
                    Change to
                    <select name="planId" className="rounded-lg border border-line bg-white px-3 py-2 font-normal" defaultValue="">
                      <option value="" disabled>
                        Choose a level
                      </option>
                      {plans
                        .filter((p) => p.id !== plan.id)
                        .map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.name} (${p.price} per month)
                          </option>
                        ))}
                    </select>
                  </label>
                  <button type="submit" className="btn-secondary">
                    Change
                  </button>
                </Form>
                <Form method="post" className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="intent" value="pause" />
                  <input type="hidden" name="planId" value={plan.id} />
                  <label className="grid gap-1 text-sm font-semibold">
                    Pause for
                    <select name="months" defaultValue="1" className="rounded-lg border border-line bg-white px-3 py-2 font-normal">
                      {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
                        <option key={m} value={m}>
                          {m} {m === 1 ? "month" : "months"}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="submit" className="btn-secondary">
                    Pause
                  </button>
                </Form>
                <p>
                  <Link to={`/dashboard?confirmCancel=${plan.id}#memberships`} className="link text-sm">
                    Cancel membership
                  </Link>
                </p>
              </>
            )}
          </li>
        ))}
        {paused.map(({ subscription, endDate }) => (
          <li key={subscription.id} className="grid gap-3 rounded-xl border border-line p-4" aria-label={`${subscription.name} membership`}>
            <p>
              <span className="text-lg font-semibold">{subscription.name}</span>{" "}
              <span className="rounded-full bg-mist px-2 py-0.5 text-sm font-semibold">Paused</span>{" "}
              {endDate ? <span className="text-sm text-muted">until {new Date(endDate).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}</span> : null}
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="unpause" />
              <input type="hidden" name="planId" value={subscription.id} />
              <button type="submit" className="btn-secondary">
                Unpause
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <FormAlert message={error} />
      </div>
    </Section>
  );
}

function EmailSection({ user, error, confirmError }: { user: User; error?: string; confirmError?: string }) {
  const [code, setCode] = useState("");
  return (
    <Section id="email" title="Email address">
      <p className="text-sm">
        Signed in as <strong>{user.email}</strong>.
      </p>
      {user.pendingEmail ? (
        <Form method="post" noValidate className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="confirm-email" />
          <VerificationCodeField label={`Code sent to ${user.pendingEmail}`} value={code} onValueChange={setCode} />
          <FormAlert message={confirmError} />
          <div>
            <button type="submit" className="btn-primary">
              Confirm new email
            </button>
          </div>
        </Form>
      ) : null}
      <Form method="post" noValidate className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="email" />
        <Field label="New email address" inputProps={{ name: "email", type: "email", autoComplete: "email" }} />
        <FormAlert message={error} />
        <div>
          <button type="submit" className="btn-secondary">
            Send confirmation code
          </button>
        </div>
      </Form>
    </Section>
  );
}

function PasswordSection({ error }: { error?: string }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const type = shown ? "text" : "password";
  const field = "block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-base";
  return (
    <Section id="password" title="Change Password">
      <Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value="password" />
        {[
          ["currentPassword", "Current password", "current-password"],
          ["newPassword", "New password", "new-password"],
          ["confirmPassword", "Retype new password", "new-password"],
        ].map(([name, label, autoComplete]) => (
          <div key={name}>
            <label htmlFor={`password-${name}`} className="block text-sm font-semibold">
              {label}
            </label>
            <input id={`password-${name}`} name={name} type={type} autoComplete={autoComplete} className={`mt-1.5 ${field}`} />
          </div>
        ))}
        {hydrated ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={shown} onChange={(e) => setShown(e.currentTarget.checked)} className="size-4 accent-ink" />
            Show passwords
          </label>
        ) : null}
        <FormAlert message={error} />
        <div>
          <button type="submit" className="btn-primary">
            Change password
          </button>
        </div>
      </Form>
    </Section>
  );
}
