/**
 * Issue 26 item 4: a creator sets one partner tag per marketplace in the studio (API and the
 * studio page's form); their storefront's Buy links carry the tag of the visitor's marketplace.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import * as studioChannel from "../../app/routes/studio/channel";
import worker from "../../worker/index";
import { buyHref } from "../../worker/lib/buy-links";
import { call, createUser, expect422, insertChannel, insertProduct, insertVideo, type TestUser } from "../api/fixtures";
import { dataOf, run } from "../routes/harness";

const CHANNEL = "UCmarketTags0000000000001";
const SF = "sf-market-tags";
let owner: TestUser;

beforeAll(async () => {
  await insertChannel({ channel_id: CHANNEL, handle: "tagsdesk", channel_name: "Tags Desk" });
  await insertVideo({ video_id: "tagsVid0001", channel_id: CHANNEL, title: "Desk tour", published_at: "2026-01-10T00:00:00.000Z" });
  await insertProduct({
    product_id: "p-tags-desk",
    video_id: "tagsVid0001",
    channel_id: CHANNEL,
    product_name: "Standing Desk",
    brand: "Flexi",
    published_at: "2026-01-10T00:00:00.000Z",
    listings: [{ asin: "B0TAGSDESK" }],
  });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO creator_applications (application_id, channel_handle, email, category, status) VALUES ('app-tags', '@tagsdesk', 't@example.com', 'Tech', 'approved')",
    ),
    env.DB.prepare(
      "INSERT INTO storefronts (storefront_id, application_id, channel_id, handle, partner_tag) VALUES (?, 'app-tags', ?, 'tagsdesk', 'tagsdesk-20')",
    ).bind(SF, CHANNEL),
    env.DB.prepare(
      `INSERT INTO local_offers (amazon_product_id, marketplace, local_asin, title, currency, price, product_url, fetched_at, status)
       VALUES ('B0TAGSDESK', 'de', 'B0TAGSDESK', 'Flexi Standing Desk', 'EUR', 399, 'https://www.amazon.de/dp/B0TAGSDESK', '2026-11-20T10:00:00.000Z', 'verified'),
              ('B0TAGSDESK', 'uk', 'B0TAGSDESK', 'Flexi Standing Desk', 'GBP', 349, 'https://www.amazon.co.uk/dp/B0TAGSDESK', '2026-11-20T10:00:00.000Z', 'verified')`,
    ),
  ]);
  owner = await createUser("tags-owner");
  await env.DB.prepare(
    "INSERT INTO channel_owners (channel_id, user_id, proof, verified_at) VALUES (?, ?, 'demo', '2026-01-01T00:00:00.000Z')",
  )
    .bind(CHANNEL, owner.user_id)
    .run();
});

const patch = (json: unknown) => call(`/studio/channels/${CHANNEL}/storefront`, { method: "PATCH", json, token: owner.token });

async function location(path: string): Promise<URL> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, { headers: { "user-agent": "Mozilla/5.0 Chrome/142.0.0.0" }, redirect: "manual" }),
    { ...env, CLICKS: { async send() {} } as unknown as Queue },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return new URL(res.headers.get("location")!);
}

describe("a creator's tag per marketplace", () => {
  it("is set, read back and removed through the studio's API, one per marketplace, in the tag's shape", async () => {
    const set = await patch({ partner_tags: { de: " TagsDesk-21 ", uk: "tagsdesk-21" } });
    expect(set.status, set.text).toBe(200);
    expect(set.body.storefront).toMatchObject({ partner_tag: "tagsdesk-20", partner_tags: { de: "tagsdesk-21", uk: "tagsdesk-21" } });
    expect422(await patch({ partner_tags: { de: "not a tag" } }), "body");
    expect422(await patch({ partner_tags: { us: "tagsdesk-20" } }), "body");
    const removed = await patch({ partner_tags: { uk: "" } });
    expect(removed.body.storefront.partner_tags).toEqual({ de: "tagsdesk-21" });
    const page = dataOf<{ storefront: { partner_tags: Record<string, string> } }>(
      await run(studioChannel.loader, {
        path: `/studio/${CHANNEL}`,
        pattern: "/studio/:channelId",
        params: { channelId: CHANNEL },
        token: owner.token,
      }),
    );
    expect(page.storefront.partner_tags).toEqual({ de: "tagsdesk-21" });
  });

  it("is a field of the studio page's partner tag form for each other marketplace", async () => {
    const res = await run(studioChannel.action, {
      path: `/studio/${CHANNEL}`,
      pattern: "/studio/:channelId",
      params: { channelId: CHANNEL },
      form: {
        intent: "partner_tag",
        days: "30",
        partner_tag: "tagsdesk-20",
        partner_tag_de: "tagsdesk-22",
        partner_tag_uk: "tagsdesk-uk-21",
      },
      token: owner.token,
    });
    expect(res.kind).toBe("redirect");
    const tags = await env.DB.prepare(
      "SELECT marketplace, partner_tag FROM storefront_partner_tags WHERE storefront_id = ? ORDER BY marketplace",
    )
      .bind(SF)
      .all();
    expect(tags.results).toEqual([
      { marketplace: "de", partner_tag: "tagsdesk-22" },
      { marketplace: "uk", partner_tag: "tagsdesk-uk-21" },
    ]);
  });

  it("is what the storefront's Buy links carry for visitors of that marketplace; the site's tag where the creator has none", async () => {
    const link = (marketplace?: string) => buyHref("p-tags-desk", "B0TAGSDESK", { src: "storefront", sf: SF, marketplace });
    const de = await location(link("de"));
    expect([de.host, de.searchParams.get("tag")]).toEqual(["www.amazon.de", "tagsdesk-22"]);
    const us = await location(link());
    expect(us.searchParams.get("tag")).toBe("tagsdesk-20");
    await patch({ partner_tags: { uk: null } });
    const uk = await location(link("uk"));
    expect([uk.host, uk.searchParams.get("tag")]).toEqual(["www.amazon.co.uk", "demo-uk-21"]);
  });
});
