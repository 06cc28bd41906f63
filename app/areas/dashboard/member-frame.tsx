import { Form, Outlet, useNavigation } from "react-router";
import { DashboardNotice, TabNav, useDashboard } from "./dashboard-ui";
import { DASHBOARD_PATHS } from "./dashboard-text";

const sections = [
  ["Overview", DASHBOARD_PATHS.overview],
  ["Profile", DASHBOARD_PATHS.profile],
  ["Email", DASHBOARD_PATHS.email],
  ["Password", DASHBOARD_PATHS.password],
  ["Memberships", DASHBOARD_PATHS.memberships],
  ["Coins & Credits", DASHBOARD_PATHS.balances],
  ["Bookings", DASHBOARD_PATHS.purchases],
  ["Receipts", DASHBOARD_PATHS.receipts],
  ["Brands", DASHBOARD_PATHS.brands],
  ["Notifications", DASHBOARD_PATHS.notifications],
  ["People", DASHBOARD_PATHS.people],
] as const;

/*
 * The member's own dashboard pages (a pathless layout): their picture, name and sign-out, their
 * sections, and the notice a form left. A brand's pages have the brand's workspace frame instead.
 */
export default function MemberFrame() {
  const { user } = useDashboard();
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/sign-out";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          {user.avatarUrl ? (
            <img src={user.avatarUrl} alt="" className="size-16 rounded-full border border-line object-cover" />
          ) : (
            <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-ink text-2xl font-bold text-white">
              {(user.firstName?.[0] ?? user.email[0] ?? "?").toUpperCase()}
            </span>
          )}
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
            <p className="text-muted">{user.email}</p>
          </div>
        </div>
        <Form method="post" action="/sign-out">
          <button type="submit" className="btn-secondary" disabled={signingOut} aria-disabled={signingOut || undefined}>
            {signingOut ? "Signing Out..." : "Sign out"}
          </button>
        </Form>
      </div>
      <TabNav label="Dashboard sections" tabs={sections} />
      <DashboardNotice />
      <Outlet />
    </>
  );
}
