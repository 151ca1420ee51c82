import { useEffect, useId, useRef, useState } from "react";
import { Form, useFetcher, useLocation, useNavigate } from "react-router";
import { Avatar } from "./Avatar";
import { Modal, type ModalKind } from "./Modal";
import type { Channel } from "~/lib/types";

/** What /resources/channel-suggestions answers of each channel. */
type Suggestion = Pick<Channel, "channel_id" | "channel_name" | "thumbnail_url">;
type RequestResult = { kind: ModalKind; message: string };

/**
 * Header creator search: a combobox whose suggestions come from the channel list. Submitting
 * goes to /channels?query= (a plain GET form, so it works before hydration). When nothing
 * matches, the button becomes Add New Channel, which requests the channel.
 */
export function ChannelSearch({ loggedIn }: { loggedIn: boolean }) {
  const listId = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loginPrompt, setLoginPrompt] = useState<RequestResult | null>(null);
  const [dismissed, setDismissed] = useState<RequestResult | undefined>(undefined);
  const suggestions = useFetcher<{ channels: Suggestion[]; query: string }>();
  const request = useFetcher<RequestResult>();
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { load } = suggestions;

  const q = query.trim();
  useEffect(() => {
    clearTimeout(timer.current);
    if (!q) return;
    timer.current = setTimeout(() => load(`/resources/channel-suggestions?q=${encodeURIComponent(q)}`), 250);
    return () => clearTimeout(timer.current);
  }, [q, load]);

  // The request's answer is shown until closed; each new submission brings a new answer.
  const answer = request.state === "idle" && request.data && request.data !== dismissed ? request.data : null;
  const modal = loginPrompt ?? answer;

  const data = suggestions.data;
  const items = q && data?.query === q ? data.channels : [];
  const noMatch = !!q && data?.query === q && suggestions.state === "idle" && items.length === 0;
  const expanded = open && items.length > 0;

  function requestChannel() {
    if (!loggedIn) {
      setLoginPrompt({ kind: "info", message: "You need to be logged in to request a new channel." });
      return;
    }
    request.submit({ channel_name: q }, { method: "post", action: "/resources/channel-request" });
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === "ArrowUp" && items.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (e.key === "Enter" && expanded && active >= 0) {
      e.preventDefault();
      pick(items[active]!);
    }
  }

  function pick(item: Suggestion) {
    setOpen(false);
    setQuery("");
    navigate(`/channels/${item.channel_id}`);
  }

  return (
    <div className="relative w-full sm:w-64">
      <Form method="get" action="/channels" role="search" className="flex" onSubmit={() => setOpen(false)}>
        <input type="hidden" name="page" value="1" />
        <input type="hidden" name="limit" value="12" />
        <label htmlFor={`${listId}-input`} className="sr-only">
          Search creators
        </label>
        <input
          id={`${listId}-input`}
          name="query"
          type="search"
          autoComplete="off"
          placeholder="Search creators"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className="input min-w-0 flex-1 rounded-r-none"
        />
        {noMatch ? (
          <button
            type="button"
            onClick={requestChannel}
            disabled={request.state !== "idle"}
            className="btn-primary whitespace-nowrap rounded-l-none px-3 text-sm"
          >
            Add New Channel
          </button>
        ) : (
          <button type="submit" className="btn-primary rounded-l-none px-3" aria-label="Submit creator search">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </Form>
      <ul
        id={listId}
        role="listbox"
        aria-label="Creator suggestions"
        hidden={!expanded}
        className="absolute z-40 mt-1 max-h-80 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
      >
        {items.map((item, i) => (
          // Keys are handled by the combobox input (aria-activedescendant); options never take focus.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={item.channel_id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(item)}
            className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? "bg-indigo-50" : "hover:bg-gray-50"}`}
          >
            <Avatar name={item.channel_name} src={item.thumbnail_url} size={28} />
            <span className="truncate">{item.channel_name}</span>
          </li>
        ))}
      </ul>
      <Modal
        open={!!modal}
        kind={modal?.kind ?? "info"}
        title={modal?.kind === "success" ? "Request sent" : modal?.kind === "error" ? "Request failed" : "Login required"}
        message={modal?.message ?? ""}
        link={
          modal?.kind === "info"
            ? { to: `/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`, label: "Log in" }
            : undefined
        }
        onClose={() => {
          setLoginPrompt(null);
          if (answer) setDismissed(answer);
        }}
      />
    </div>
  );
}
