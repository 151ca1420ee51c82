/**
 * `npm start`: migrations, build, the built Worker on http://localhost:8787 (PORT overrides),
 * and the demo data through the real pipeline. Idempotent; stays in the foreground; Ctrl-C stops all.
 */
import { build, DEMO_ADMIN, devVar, ensureDevVars, loadDemoData, migrateLocal, startServer } from "./lib/local-stack.ts";

const port = Number(process.env.PORT ?? 8787);

async function main(): Promise<number> {
  await ensureDevVars();
  console.log("Applying migrations to the local D1…");
  await migrateLocal();
  console.log("Building…");
  await build();
  const server = await startServer({ port });
  const shutdown = () => void server.stop().finally(() => process.exit(0));
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  try {
    await loadDemoData(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  console.log(`
Ready on http://localhost:${port}

  Demo admin   ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
               second factor: add the key ${devVar("DEMO_ADMIN_TOTP_SECRET") ?? "(see .dev.vars)"} to an authenticator app
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
