/**
 * The boundary rules themselves under test (DESIGN.md section 2, decision record 0015): imports
 * against the layers and SQL outside worker/db must fail `npm run lint`; imports along the layers
 * and SQL in worker/db must pass. Run by `npm run lint`.
 */
import assert from "node:assert/strict";
import { ESLint } from "eslint";

const eslint = new ESLint({ overrideConfigFile: ".config/eslint.config.js" });

const BOUNDARY_RULES = new Set(["import-x/no-restricted-paths", "no-restricted-imports", "no-restricted-syntax"]);

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

const refused: [string, string][] = [
  ["worker/services/channels.ts", 'import { api } from "../api";\nexport const x = api;\n'],
  ["worker/services/tasks.ts", 'import { handleQueueBatch } from "../pipeline/queue";\nexport const x = handleQueueBatch;\n'],
  ["worker/db/queries/channels.ts", 'import { seesHidden } from "../../services/context";\nexport const x = seesHidden;\n'],
  ["worker/lib/keys.ts", 'import { getConfig } from "../config";\nexport const x = getConfig;\n'],
  ["worker/api/oauth.ts", 'import { runTaskExecution } from "../pipeline/runner";\nexport const x = runTaskExecution;\n'],
  ["worker/pipeline/cron.ts", 'import { api } from "../api";\nexport const x = api;\n'],
  [
    "app/routes/home.tsx",
    'import { renewWebSubSubscriptions } from "@worker/pipeline/websub-subscriptions";\nexport const x = renewWebSubSubscriptions;\n',
  ],
  ["app/lib/format.ts", 'import { api } from "@worker/api";\nexport const x = api;\n'],
  // Tables reached from a service instead of through a query function.
  ["worker/services/tasks.ts", 'import { taskExecutions } from "../db/schema";\nexport const x = taskExecutions;\n'],
  // SQL outside worker/db.
  ["worker/services/channels.ts", 'export const x = (d1: D1Database) => d1.prepare("SELECT 1").first();\n'],
  ["worker/pipeline/cron.ts", 'import { sql } from "drizzle-orm";\nexport const x = sql`SELECT 1`;\n'],
  ["worker/auth/rate-limit.ts", 'import { sql } from "drizzle-orm";\nexport const x = sql`DELETE FROM users`;\n'],
  // The query builder and the tables outside worker/db, the pipeline and the cache included (decision record 0027).
  ["worker/pipeline/cron.ts", 'import { eq } from "drizzle-orm";\nexport const x = eq;\n'],
  ["worker/cache/invalidation.ts", 'import { products } from "../db/schema";\nexport const x = products;\n'],
  // Within the infrastructure (issue 23): auth below the request context, db below auth, no provider into another.
  ["worker/auth/rate-limit.ts", 'import type { RequestContext } from "../request-context";\nexport type X = RequestContext;\n'],
  ["worker/db/session.ts", 'import { sessionCookieName } from "../auth/cookies";\nexport const x = sessionCookieName;\n'],
  [
    "worker/providers/youtube/captions.ts",
    'import { preferOwnerCaptions } from "../transcripts/composite";\nexport const x = preferOwnerCaptions;\n',
  ],
];
const allowed: [string, string][] = [
  ["worker/auth/session.ts", 'import { sessionUserById } from "../db/queries/sessions";\nexport const x = sessionUserById;\n'],
  ["worker/providers/transcript-sources.ts", 'import { ownerCaptions } from "./youtube/captions";\nexport const x = ownerCaptions;\n'],
  ["worker/providers/youtube/captions.ts", 'import type { OwnerCaptions } from "../types";\nexport type X = OwnerCaptions;\n'],
  [
    "worker/api/oauth.ts",
    'import { startChannelConnection } from "../services/channel-oauth";\nexport const x = startChannelConnection;\n',
  ],
  ["worker/pipeline/cron.ts", 'import { createTasks } from "../services/tasks";\nexport const x = createTasks;\n'],
  ["worker/services/tasks.ts", 'import { chunk } from "../db/batch";\nexport const x = chunk;\n'],
  ["app/routes/home.tsx", 'import { SITE_NAME } from "@worker/lib/site";\nexport const x = SITE_NAME;\n'],
  ["worker/db/queries/channels.ts", 'export const x = (d1: D1Database) => d1.prepare("SELECT 1").first();\n'],
  ["worker/db/queries/tasks.ts", 'import { sql } from "drizzle-orm";\nexport const x = sql`SELECT 1`;\n'],
  [
    "worker/db/queries/pipeline.ts",
    'import { eq } from "drizzle-orm";\nimport { channels } from "../schema";\nexport const x = eq(channels.show, true);\n',
  ],
  ["worker/pipeline/cron.ts", 'import { visibleChannelHandles } from "../db/queries/pipeline";\nexport const x = visibleChannelHandles;\n'],
];

for (const [file, code] of refused) {
  const errors = await layerErrors(file, code);
  assert.equal(errors.length, 1, `${file} must fail lint:\n${code}`);
}
for (const [file, code] of allowed) {
  assert.deepEqual(await layerErrors(file, code), [], `${file} must pass lint:\n${code}`);
}
console.log(`boundary rules: ${refused.length} imports against the layers or SQL outside worker/db refused, ${allowed.length} allowed`);
