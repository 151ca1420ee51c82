/**
 * The layer rule itself under test (DESIGN.md section 2, decision record 0015): imports against
 * the layers must fail `npm run lint`, imports along them must pass. Run by `npm run lint`.
 */
import assert from "node:assert/strict";
import { ESLint } from "eslint";

const eslint = new ESLint({ overrideConfigFile: ".config/eslint.config.js" });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
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
];
const allowed: [string, string][] = [
  [
    "worker/api/oauth.ts",
    'import { startChannelConnection } from "../services/channel-oauth";\nexport const x = startChannelConnection;\n',
  ],
  ["worker/pipeline/cron.ts", 'import { createTasks } from "../services/tasks";\nexport const x = createTasks;\n'],
  ["worker/services/tasks.ts", 'import { chunk } from "../db/batch";\nexport const x = chunk;\n'],
  ["app/routes/home.tsx", 'import { SITE_NAME } from "@worker/lib/site";\nexport const x = SITE_NAME;\n'],
];

for (const [file, code] of refused) {
  const errors = await layerErrors(file, code);
  assert.equal(errors.length, 1, `${file} importing against the layers must fail lint:\n${code}`);
}
for (const [file, code] of allowed) {
  assert.deepEqual(await layerErrors(file, code), [], `${file} importing along the layers must pass lint:\n${code}`);
}
console.log(`layer rule: ${refused.length} imports against the layers refused, ${allowed.length} along them allowed`);
