/**
 * Issue 24, item 3: products that gain a verified listing in the marketplace search task join the
 * channel's automated storefront, and each subscriber hears of each of them once.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { buildRequestContext } from "../../worker/request-context";
import { storefrontEntries } from "../../worker/services/storefronts";
import { call, createUser, type TestUser } from "../api/fixtures";
import { runTask } from "./helpers";

const HANDLE = getCorpus().channels[0]!.handle;
let channelId = "";
let fan: TestUser;

const notifications = async (userId: string) =>
  (
    await env.DB.prepare("SELECT ref_id, title FROM notifications WHERE user_id = ? AND content_type = 'storefront' ORDER BY ref_id")
      .bind(userId)
      .all<{ ref_id: string; title: string }>()
  ).results;

beforeAll(async () => {
  await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
  await runTask("get_transcripts", { channel: HANDLE });
  await runTask("process_transcripts", { channel: HANDLE });
  channelId = (await env.DB.prepare("SELECT channel_id FROM channels WHERE handle = ?").bind(HANDLE).first<{ channel_id: string }>())!
    .channel_id;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO creator_applications (application_id, channel_handle, email, category, status) VALUES ('app-join', ?, 'c@example.com', 'Tech', 'approved')",
    ).bind(`@${HANDLE}`),
    env.DB.prepare("INSERT INTO storefronts (storefront_id, application_id, channel_id, handle) VALUES ('sf-join', 'app-join', ?, ?)").bind(
      channelId,
      HANDLE,
    ),
  ]);
  fan = await createUser("joinfan");
  expect((await call("/subscriptions", { token: fan.token, json: { channel_id: channelId } })).status).toBe(201);
});

describe("the marketplace search task", () => {
  it("tells each subscriber once of each product it lists, naming it; the storefront shows them all", async () => {
    expect(await notifications(fan.user_id)).toEqual([]);
    const { row } = await runTask("search_amazon_products", { channel: HANDLE });
    expect(row.status).toBe("completed");

    const entries = await storefrontEntries(buildRequestContext(env, {} as ExecutionContext, null), "sf-join", { includeHidden: true });
    expect(entries.length).toBeGreaterThan(0);
    const told = await notifications(fan.user_id);
    // One per product (match key), not per mention; each names a mention of that product.
    expect(told).toHaveLength(entries.length);
    const keyOf = new Map<string, string>();
    for (const t of told) {
      const p = await env.DB.prepare("SELECT match_key, product_name, channel_id FROM products WHERE product_id = ?")
        .bind(t.ref_id)
        .first<{ match_key: string; product_name: string; channel_id: string }>();
      expect(p).toMatchObject({ product_name: t.title, channel_id: channelId });
      keyOf.set(p!.match_key, t.ref_id);
    }
    expect([...keyOf.keys()].sort()).toEqual(entries.map((e) => e.match_key).sort());

    // Searched again (nothing new to list): nobody is told twice.
    await runTask("search_amazon_products", { channel: HANDLE });
    expect(await notifications(fan.user_id)).toHaveLength(told.length);
  });
});
