/**
 * `npm start`: migrations, build, the built Worker on http://localhost:8787 (PORT overrides),
 * and the demo data through the real pipeline. Idempotent; stays in the foreground; Ctrl-C stops all.
 * With real providers configured the demo channels are not sent to them: the demo load is skipped
 * unless `DEMO_OFFLINE=1` asks for the offline corpus on purpose (real providers off for that run).
 * Whatever happens to the demo load, the server keeps serving.
 */
import {
  build,
  DEMO_ADMIN,
  DEMO_CREATOR,
  devVar,
  ensureDevVars,
  ensureUser,
  loadDemoData,
  migrateLocal,
  ROOT,
  startServer,
} from "./lib/local-stack.ts";
import { readServedConfig, realProviders, switchOffRealProviders } from "./lib/real-providers.ts";

const port = Number(process.env.PORT ?? 8787);
const offlineOnPurpose = process.env.DEMO_OFFLINE === "1";

async function main(): Promise<number> {
  await ensureDevVars();
  console.log("Applying migrations to the local D1…");
  await migrateLocal();
  console.log("Building…");
  await build();
  const real = realProviders(readServedConfig(ROOT));
  if (real.length > 0 && offlineOnPurpose) {
    switchOffRealProviders(ROOT);
    console.log(`DEMO_OFFLINE=1: serving the offline corpus; real providers off for this run (${real.join(", ")}).`);
  }
  const server = await startServer({ port });
  const shutdown = () => void server.stop().finally(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  let demo: string;
  if (real.length > 0 && !offlineOnPurpose) {
    const secret = devVar("DEMO_ADMIN_TOTP_SECRET");
    await ensureUser({ ...DEMO_ADMIN, isAdmin: true, resetPassword: true, ...(secret ? { secondFactor: { secret } } : {}) });
    demo = `Real providers are configured (${real.join(", ")}): the demo channels are not sent to them.
  Add channels in Admin → Run Tasks, or serve the offline demo data instead: DEMO_OFFLINE=1 npm start`;
  } else {
    try {
      await loadDemoData(server.url);
      demo = "Demo data loaded.";
    } catch (error) {
      // The server is fine without the demo data: say what failed and keep serving.
      demo = `The demo data could not be loaded (the server keeps running): ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  console.log(`
Ready on http://localhost:${port}

  ${demo}
  Demo admin   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
               second factor: add the key ${devVar("DEMO_ADMIN_TOTP_SECRET") ?? "(see .dev.vars)"} to an authenticator app
  Demo creator ${DEMO_CREATOR.email} / ${DEMO_CREATOR.password} (owns a demo channel: its storefront and figures at /studio)
  More admins  npm run create-admin -- EMAIL PASSWORD (they set up their second factor at their first login)

Ctrl-C stops the server.`);
  return (await server.exited) ?? 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
