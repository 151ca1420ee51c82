import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { loader as channelOptionsLoader } from "~/routes/resources.admin-channel-options";

const DEBOUNCE_MS = 300;

/**
 * An admin form's channel field (the transcript reader, Run Tasks): type a name or handle and
 * matching channels (hidden ones too) are offered; the field submits the handle. Without
 * JavaScript an exact handle still works.
 */
export function ChannelPicker({ defaultHandle, id = "transcript-channel", help }: { defaultHandle: string; id?: string; help?: string }) {
  const fetcher = useFetcher<typeof channelOptionsLoader>();
  const [text, setText] = useState(defaultHandle);
  const listId = useId();
  const { load } = fetcher;
  useEffect(() => {
    const query = text.trim();
    if (!query || query === defaultHandle) return;
    const timer = setTimeout(() => void load(`/resources/admin-channel-options?q=${encodeURIComponent(query)}`), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, defaultHandle, load]);
  const options = fetcher.data && "channels" in fetcher.data ? fetcher.data.channels : [];
  return (
    <div>
      <label htmlFor={id} className="label">
        Channel
      </label>
      <input
        id={id}
        name="channel"
        className="input"
        list={listId}
        autoComplete="off"
        placeholder="Type a channel name or handle"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        aria-describedby={help ? `${id}-help` : undefined}
      />
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-gray-600">
          {help}
        </p>
      )}
      <datalist id={listId}>
        {options.map((c) => (
          <option key={c.channel_id} value={c.handle}>
            {c.show ? c.channel_name : `${c.channel_name} (hidden)`}
          </option>
        ))}
      </datalist>
    </div>
  );
}
