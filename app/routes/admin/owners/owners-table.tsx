import { Form, Link } from "react-router";
import type { ChannelOwner } from "@worker/services/channel-claims";
import { formatDate } from "~/lib/format";
import { useLocale } from "~/lib/locale";

/** Every channel owner on the page, each with a Remove form that comes back to this page. */
export function OwnersTable({ owners, page }: { owners: ChannelOwner[]; page: number }) {
  const locale = useLocale();
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Channel owners</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="p-3">
              Channel
            </th>
            <th scope="col" className="p-3">
              Owner
            </th>
            <th scope="col" className="p-3">
              Proof
            </th>
            <th scope="col" className="p-3">
              Since
            </th>
            <th scope="col" className="p-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {owners.map((o) => (
            <tr key={`${o.channel_id}/${o.user_id}`}>
              <td className="p-3">
                <Link to={`/channels/${o.channel_id}`} className="link">
                  {o.channel_name}
                </Link>{" "}
                <span className="text-gray-600">@{o.handle}</span>
              </td>
              <td className="p-3">{o.email}</td>
              <td className="p-3">{o.proof === "google" ? "Google" : "Demo data"}</td>
              <td className="p-3">
                <time dateTime={o.verified_at}>{formatDate(locale, o.verified_at)}</time>
              </td>
              <td className="p-3 text-right">
                <Form method="post">
                  <input type="hidden" name="channel_id" value={o.channel_id} />
                  <input type="hidden" name="user_id" value={o.user_id} />
                  <input type="hidden" name="page" value={page} />
                  <button type="submit" className="btn-secondary text-sm" aria-label={`Remove ${o.email} from @${o.handle}`}>
                    Remove
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
