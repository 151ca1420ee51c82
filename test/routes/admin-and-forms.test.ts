/** The admin area's loader and action, the creator application, and the layout's resource routes. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as admin from "../../app/routes/admin/layout";
import * as adminApplications from "../../app/routes/admin/applications/route";
import * as adminRun from "../../app/routes/admin/run/route";
import * as adminTasks from "../../app/routes/admin/tasks/route";
import * as adminTranscripts from "../../app/routes/admin/transcripts/route";
import * as creator from "../../app/routes/creator-submission";
import * as channelRequest from "../../app/routes/resources.channel-request";
import * as suggestions from "../../app/routes/resources.channel-suggestions";
import * as bell from "../../app/routes/resources.notifications";
import { CH, createAdmin, createUser, insertNotification, seedCatalogue, type TestUser } from "../api/fixtures";
import { dataOf, redirectOf, run } from "./harness";

let user: TestUser;
let adminUser: TestUser;
beforeAll(async () => {
  await seedCatalogue();
  user = await createUser("admin-routes");
  adminUser = await createAdmin();
});

describe("admin", () => {
  it("sends anonymous visitors to log in and other users home", async () => {
    expect(redirectOf(await run(admin.loader, { path: "/admin", pattern: "/admin" }))).toBe(
      `/login?redirectTo=${encodeURIComponent("/admin")}`,
    );
    expect(redirectOf(await run(admin.loader, { path: "/admin", pattern: "/admin", token: user.token }))).toBe("/");
    // Every section checks for itself: nested loaders run in parallel with the layout's.
    for (const [section, loader] of [
      ["/admin/tasks", adminTasks.loader],
      ["/admin/transcripts", adminTranscripts.loader],
      ["/admin/applications", adminApplications.loader],
    ] as const) {
      expect(redirectOf(await run(loader, { path: section, pattern: section }))).toBe(`/login?redirectTo=${encodeURIComponent(section)}`);
      expect(redirectOf(await run(loader, { path: section, pattern: section, token: user.token }))).toBe("/");
    }
    expect(
      redirectOf(await run(adminRun.action, { path: "/admin", pattern: "/admin", form: { task_name: "run_pipeline" }, token: user.token })),
    ).toBe("/");
  });

  it("answers a section's refusal with its status and the service's words, not a 500", async () => {
    const at = (path: string) => run(adminTranscripts.loader, { path, pattern: "/admin/transcripts", token: adminUser.token });
    expect(dataOf(await at("/admin/transcripts?channel=no-such-channel"), 404)).toEqual({ detail: expect.any(String) });
    const hostile = await at(`/admin/transcripts?channel=${encodeURIComponent("//evil.example/")}&video=price_asc`);
    expect(hostile.status).toBeGreaterThanOrEqual(400);
    expect(hostile.status).toBeLessThan(500);
  });

  it("sends addresses from before the sections had their own (/admin?tab=…) to the section, keeping the rest of the query", async () => {
    const at = (path: string) => run(admin.loader, { path, pattern: "/admin", token: adminUser.token });
    expect(redirectOf(await at("/admin?tab=tasks"))).toBe("/admin/tasks");
    expect(redirectOf(await at("/admin?tab=transcripts&channel=alphatech&video=v1"))).toBe("/admin/transcripts?channel=alphatech&video=v1");
    expect(redirectOf(await at("/admin?tab=run"))).toBe("/admin");
    expect(dataOf(await at("/admin?tab=unknown"))).toBeNull();
  });

  it("refuses parameters that are not a JSON object, then runs a valid task and shows it in the history", async () => {
    const bad = await run(adminRun.action, {
      path: "/admin",
      pattern: "/admin",
      form: { task_name: "run_pipeline", parameters: "{not json" },
      token: adminUser.token,
    });
    expect(dataOf(bad, 400)).toEqual({
      error: "Invalid JSON in parameters field",
      task_name: "run_pipeline",
      text: "{not json",
      channel: "",
    });
    const array = await run(adminRun.action, {
      path: "/admin",
      pattern: "/admin",
      form: { task_name: "run_pipeline", parameters: "[1]" },
      token: adminUser.token,
    });
    expect(dataOf<{ error: string }>(array, 400).error).toBe("Invalid JSON in parameters field");
    const unknownTask = await run(adminRun.action, {
      path: "/admin",
      pattern: "/admin",
      form: { task_name: "drop_tables", parameters: "" },
      token: adminUser.token,
    });
    expect(dataOf<{ error: string }>(unknownTask, 400).error).toBe("Failed to run task. Please try again later.");
    const ok = await run(adminRun.action, {
      path: "/admin",
      pattern: "/admin",
      form: { task_name: "search_youtube", parameters: '{"channel": "alphatech"}' },
      token: adminUser.token,
    });
    expect(redirectOf(ok)).toBe("/admin/tasks");
    const history = dataOf<{ tasks: { task_name: string; parameters: { channel?: string } }[] }>(
      await run(adminTasks.loader, { path: "/admin/tasks", pattern: "/admin/tasks", token: adminUser.token }),
    );
    expect(history.tasks[0]).toMatchObject({ task_name: "search_youtube", parameters: { channel: "alphatech" } });
  });
});

describe("creator application", () => {
  const submit = (form: Record<string, string>) =>
    run(creator.action, { path: "/creator-submission", pattern: "/creator-submission", form });
  const base = { email: "creator@example.com", phone_number: "", category: "Technology & Gadgets" };

  it("answers SPEC's handle messages and stores nothing for an invalid handle", async () => {
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM creator_applications").first<{ n: number }>())?.n;
    expect(dataOf<{ ok: boolean; message: string }>(await submit({ ...base, channel_handle: "nohandle" }), 400).message).toBe(
      "Channel handle must start with @ (e.g., @yourchannel)",
    );
    expect(dataOf<{ message: string }>(await submit({ ...base, channel_handle: "@bad handle!" }), 400).message).toBe(
      "Channel handle can only contain letters, numbers, underscores, and periods after the @",
    );
    expect((await env.DB.prepare("SELECT count(*) AS n FROM creator_applications").first<{ n: number }>())?.n).toBe(before);
  });

  it("never shows a visitor the database's own error text", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE creator_applications RENAME TO creator_applications_away");
    try {
      const failed = dataOf<{ ok: boolean; message: string }>(await submit({ ...base, channel_handle: "@while_broken" }), 400);
      expect(failed).toMatchObject({ ok: false, message: "Failed to submit application. Please try again or contact support." });
      expect(errors).toHaveBeenCalled();
    } finally {
      await env.DB.exec("ALTER TABLE creator_applications_away RENAME TO creator_applications");
    }
  });

  it("stores a valid application with an empty phone as null", async () => {
    const ok = dataOf<{ ok: boolean }>(await submit({ ...base, channel_handle: "@route_test.channel" }));
    expect(ok.ok).toBe(true);
    const row = await env.DB.prepare("SELECT phone_number, category FROM creator_applications WHERE channel_handle = ?")
      .bind("@route_test.channel")
      .first();
    expect(row).toEqual({ phone_number: null, category: "Technology & Gadgets" });
  });
});

describe("the layout's resource routes", () => {
  it("suggests visible channels only", async () => {
    const found = dataOf<{ channels: { channel_id: string }[] }>(
      await run(suggestions.loader, { path: "/resources/channel-suggestions?q=keyboard", pattern: "/resources/channel-suggestions" }),
    );
    expect(found.channels.map((c) => c.channel_id)).not.toContain(CH.hidden);
    const none = dataOf<{ channels: unknown[] }>(
      await run(suggestions.loader, { path: "/resources/channel-suggestions?q=", pattern: "/resources/channel-suggestions" }),
    );
    expect(none.channels).toEqual([]);
  });

  it("asks anonymous visitors to log in before requesting a channel, and requires its name", async () => {
    const at = { path: "/resources/channel-request", pattern: "/resources/channel-request" };
    expect(dataOf(await run(channelRequest.action, { ...at, form: { channel_name: "New One" } }), 401)).toEqual({
      kind: "info",
      message: "You need to be logged in to request a new channel.",
    });
    expect(dataOf(await run(channelRequest.action, { ...at, form: { channel_name: "" }, token: user.token }), 422)).toEqual({
      kind: "error",
      message: "Cannot request channel:\nchannel_name is required",
    });
    expect(dataOf(await run(channelRequest.action, { ...at, form: { channel_name: "New One" }, token: user.token }))).toEqual({
      kind: "success",
      message: 'Channel "New One" request sent successfully!',
    });
  });

  it("the bell reads only the viewer's own notifications, privately, and marks them read", async () => {
    const other = await createUser("bell-other");
    await insertNotification({ notification_id: "bell-mine", user_id: user.user_id, channel_id: CH.alpha, ref_id: "alphaVid001" });
    await insertNotification({ notification_id: "bell-theirs", user_id: other.user_id, channel_id: CH.alpha, ref_id: "alphaVid001" });
    const at = { path: "/resources/notifications", pattern: "/resources/notifications" };
    // Marking another user's notification is refused (and logged, which this test expects).
    vi.spyOn(console, "error").mockImplementation(() => {});
    const mine = await run(bell.loader, { ...at, token: user.token });
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(dataOf<{ notifications: { notification_id: string }[] }>(mine).notifications.map((n) => n.notification_id)).toEqual([
      "bell-mine",
    ]);
    expect(dataOf(await run(bell.loader, at))).toEqual({ notifications: [], expired: true });
    expect(dataOf(await run(bell.action, { ...at, form: { notification_id: "bell-theirs" }, token: user.token }), 400)).toEqual({
      ok: false,
    });
    expect(dataOf(await run(bell.action, { ...at, form: { intent: "read_all" }, token: user.token }))).toEqual({ ok: true });
    const read = await env.DB.prepare(
      "SELECT notification_id, is_read FROM notifications WHERE notification_id IN ('bell-mine', 'bell-theirs') ORDER BY notification_id",
    ).all();
    expect(read.results).toEqual([
      { notification_id: "bell-mine", is_read: 1 },
      { notification_id: "bell-theirs", is_read: 0 },
    ]);
  });
});
