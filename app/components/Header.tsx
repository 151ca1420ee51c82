import { Form, NavLink } from "react-router";
import { SITE_NAME } from "~/lib/format";
import { ChannelSearch } from "./ChannelSearch";
import { Dropdown } from "./Dropdown";
import { NotificationBell } from "./NotificationBell";

/** `unread_notifications`: the bell's badge, counted by the server with the page; `studio`: owns a channel (or is an admin). */
export type HeaderViewer = { email: string; is_admin: boolean; unread_notifications?: number; studio?: boolean } | null;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1.5 text-sm font-medium ${isActive ? "bg-indigo-50 text-indigo-700" : "text-gray-700 hover:bg-gray-100"}`;

export function Header({ viewer }: { viewer: HeaderViewer }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <NavLink to="/" className="text-lg font-bold text-indigo-700">
          {SITE_NAME}
        </NavLink>
        <nav aria-label="Main" className="order-3 flex w-full flex-wrap gap-1 sm:order-none sm:w-auto">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <NavLink to="/channels" className={navClass}>
            Channels
          </NavLink>
          <NavLink to="/products" className={navClass}>
            Products
          </NavLink>
          {viewer && (
            <NavLink to="/profile" className={navClass}>
              My Subscriptions
            </NavLink>
          )}
          {viewer?.studio && (
            <NavLink to="/studio" className={navClass}>
              Studio
            </NavLink>
          )}
          {viewer?.is_admin && (
            <NavLink to="/admin" className={navClass}>
              Admin
            </NavLink>
          )}
        </nav>
        <div className="order-4 w-full sm:order-none sm:ml-auto sm:w-auto">
          <ChannelSearch loggedIn={!!viewer} />
        </div>
        <div className="ml-auto flex items-center gap-2 sm:ml-0">
          {viewer ? (
            <>
              <NotificationBell unreadCount={viewer.unread_notifications ?? 0} />
              <Dropdown
                summaryLabel="User menu"
                summaryClassName="flex size-10 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                summary={<span aria-hidden="true">{viewer.email.slice(0, 1).toUpperCase()}</span>}
              >
                <p className="truncate border-b border-gray-100 px-3 py-2 text-sm text-gray-700" title={viewer.email}>
                  {viewer.email}
                </p>
                <NavLink to="/profile" className="block px-3 py-2 text-sm hover:bg-gray-50">
                  Profile
                </NavLink>
                <Form method="post" action="/logout">
                  <button type="submit" className="block w-full px-3 py-2 text-left text-sm hover:bg-gray-50">
                    Sign out
                  </button>
                </Form>
              </Dropdown>
            </>
          ) : (
            <>
              <NavLink to="/login" className="btn-secondary text-sm">
                Login
              </NavLink>
              <NavLink to="/register" className="btn-primary text-sm">
                Register
              </NavLink>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
