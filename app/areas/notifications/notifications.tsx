import { Form, Link, Outlet, redirect } from "react-router";
import type { Route } from "./+types/notifications";
import { NOTIFICATIONS_PER_PAGE, notificationList, type NotificationItem } from "./notification-view.server";
import { timeZoneOf } from "~/.server/platform/connection";
import { Section } from "~/areas/dashboard/dashboard-ui";
import { EmailPreferences } from "./notification-preferences";
import { logFailure } from "~/.server/forms/platform-failures";
import { memberOf } from "~/areas/dashboard/member.server";
import { NOTIFICATION_PATHS, notificationsHref } from "./notifications-text";
import { pageMeta } from "~/areas/shell/meta";
import { Pagination } from "~/ui/pagination";
import { notificationCalls } from "./notification-calls.server";

/*
 * /dashboard/notifications: all or only the unread ones, newest first, paged. Every button is a
 * plain form posting to a route below this one (mark, delete-all), which comes back here; those
 * routes show their answer (a failure, the delete-all question) above the list. Below it, which
 * kinds also arrive by email (posting to preferences).
 */

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Notifications | Dashboard", "What happened to your bookings, sales, memberships and followers.");

function filterOf(url: URL) {
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    unread: url.searchParams.get("unread") === "true",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = filterOf(new URL(request.url));
  const { platform } = memberOf(context);
  const [answer, preferences] = await Promise.all([
    notificationCalls(platform).list({
      page: filter.page,
      perPage: NOTIFICATIONS_PER_PAGE,
      unreadOnly: filter.unread,
    }),
    notificationCalls(platform).emailPreferences().catch((error: unknown) => {
      logFailure(error);
      return null;
    }),
  ]);
  const list = notificationList(answer, timeZoneOf(request));
  // Past the last page (its last notification was just deleted): the last page there is.
  if (filter.page > list.pageCount) throw redirect(notificationsHref({ ...filter, page: list.pageCount }));
  return { ...filter, list, preferences };
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { unread, page, list, preferences } = loaderData;
  const back = <BackFields unread={unread} page={page} />;
  return (
    <>
      <Section id="notifications" title="Notifications">
        <Outlet />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav aria-label="Which notifications">
            <ul className="flex gap-2">
              <FilterLink to={notificationsHref({ unread: false, page: 1 })} current={!unread} label="All" />
              <FilterLink to={notificationsHref({ unread: true, page: 1 })} current={unread} label={`Unread (${list.unread})`} />
            </ul>
          </nav>
          {list.total > 0 || list.unread > 0 ? (
            <div className="flex flex-wrap gap-2">
              {list.unread > 0 ? (
                <Form method="post" action={NOTIFICATION_PATHS.mark}>
                  <input type="hidden" name="op" value="read-all" />
                  {back}
                  <button type="submit" className="btn-secondary">
                    Mark all read
                  </button>
                </Form>
              ) : null}
              <Link to={NOTIFICATION_PATHS.deleteAll} className="btn-secondary">
                Delete all
              </Link>
            </div>
          ) : null}
        </div>
        {list.items.length === 0 ? (
          <p className="mt-6">{unread ? "You have no unread notifications." : "You have no notifications yet."}</p>
        ) : (
          <ul className="mt-6 grid gap-3" aria-label="Notifications">
            {list.items.map((item) => (
              <NotificationCard key={item.id} item={item} back={back} />
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={list.pageCount}
          href={(target) => notificationsHref({ unread, page: target })}
          label="Notification pages"
        />
      </Section>
      <EmailPreferences preferences={preferences} />
    </>
  );
}

function FilterLink({ to, current, label }: { to: string; current: boolean; label: string }) {
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        className="block rounded-full border border-line px-3 py-1.5 text-sm font-semibold aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
      >
        {label}
      </Link>
    </li>
  );
}

function BackFields({ unread, page }: { unread: boolean; page: number }) {
  return (
    <>
      {unread ? <input type="hidden" name="unread" value="true" /> : null}
      <input type="hidden" name="page" value={page} />
    </>
  );
}

function NotificationCard({ item, back }: { item: NotificationItem; back: React.ReactNode }) {
  const titleId = `notification-${item.id}`;
  const action = (op: "read" | "unread" | "delete", label: string) => (
    <Form method="post" action={NOTIFICATION_PATHS.mark}>
      <input type="hidden" name="op" value={op} />
      <input type="hidden" name="id" value={item.id} />
      {back}
      <button type="submit" className="btn-secondary text-sm" aria-describedby={titleId}>
        {label}
      </button>
    </Form>
  );
  return (
    <li
      aria-labelledby={titleId}
      className={`rounded-xl border p-4 ${item.read ? "border-line" : "border-ink bg-mist"}`}
      data-read={item.read}
    >
      <h3 id={titleId} className="font-semibold">
        {item.read ? null : <span className="mr-2 rounded-full bg-ink px-2 py-0.5 text-xs text-white">New</span>}
        {item.link ? (
          <Link to={item.link} className="link">
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </h3>
      {item.message ? <p className="mt-1">{item.message}</p> : null}
      <p className="mt-1 text-sm text-muted">
        {item.from ? `From ${item.from} · ` : null}
        {item.created ? <time dateTime={item.created}>{item.when}</time> : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {item.read ? action("unread", "Mark unread") : action("read", "Mark read")}
        {action("delete", "Delete")}
      </div>
    </li>
  );
}
