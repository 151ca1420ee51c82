/**
 * The products page's creator filter lists the channels with the most products (a bounded list,
 * so a catalogue of thousands of channels keeps the page fast), always including the selected ones.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getConfig } from "../../worker/config";
import { createDb } from "../../worker/db/client";
import { CREATOR_FILTER_SIZE, listCreatorFilterOptions } from "../../worker/services/channels";
import type { ServiceContext } from "../../worker/services/context";
import { insertChannel } from "./fixtures";

const rc: ServiceContext = { env, db: createDb(env.DB), config: getConfig(env), viewer: null };

describe("creator filter options", () => {
  it("lists the busiest visible channels by name, plus a selected small one, never hidden ones", async () => {
    const count = CREATOR_FILTER_SIZE + 15;
    for (let i = 0; i < count; i++) {
      const id = `UCfilter${String(i).padStart(4, "0")}`;
      // Names in reverse order of product counts, so "sorted by name" differs from "busiest first".
      await insertChannel({ channel_id: id, channel_name: `Creator ${String(count - i).padStart(4, "0")}`, product_count: 1000 - i });
    }
    await insertChannel({ channel_id: "UCfilterHidden", channel_name: "Aaa Hidden", product_count: 5000, show: false });

    const plain = (await listCreatorFilterOptions(rc, {})).channels;
    expect(plain).toHaveLength(CREATOR_FILTER_SIZE);
    expect(plain.map((c) => c.channel_id)).not.toContain("UCfilterHidden");
    // The least busy channels are left out…
    expect(plain.map((c) => c.channel_id)).not.toContain(`UCfilter${String(count - 1).padStart(4, "0")}`);
    const names = plain.map((c) => c.channel_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    // …unless selected; an unknown or hidden id adds nothing.
    const smallest = `UCfilter${String(count - 1).padStart(4, "0")}`;
    const withSelected = (await listCreatorFilterOptions(rc, { selected: `${smallest},UCnope,UCfilterHidden` })).channels;
    expect(withSelected).toHaveLength(CREATOR_FILTER_SIZE + 1);
    expect(withSelected[0]?.channel_id).toBe(smallest);
  });
});
