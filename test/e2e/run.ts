/**
 * End-to-end tests in a real headless Chromium against the built Worker.
 * Builds, starts the server on a free port with its own persisted state (never the dev data),
 * migrates, creates the test accounts, loads the demo data through the real pipeline, then runs
 * every spec in test/e2e/specs with node:test. Exits non-zero on any failure; always stops the server.
 *   npm run test:e2e            (Node 24: .ts runs by type stripping)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newRecoveryCodes, newTotpSecret } from "../../worker/auth/totp.ts";
import { build, ensureDevVars, ensureUser, freePort, loadDemoData, migrateLocal, startServer } from "../../scripts/lib/local-stack.ts";
import { resolveChromium, type ChromiumChoice } from "./chromium.ts";

const ROOT = join(import.meta.dirname, "../..");

async function main(): Promise<number> {
  let chromium: ChromiumChoice;
  try {
    chromium = await resolveChromium();
  } catch (e) {
    console.error("e2e: no Chromium to run:", e instanceof Error ? e.message : e);
    return 1;
  }
  console.log(`e2e: Chromium from ${chromium.source} (${chromium.executablePath})`);
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  const persistTo = mkdtempSync(join(tmpdir(), "e2e-state-"));
  const accounts = {
    admin: { email: "e2e-admin@example.com", password: "e2e-admin-password" },
    user: { email: "e2e-user@example.com", password: "e2e-user-password" },
  };
  let stop: (() => Promise<void> | void) | undefined;
  const cleanup = async () => {
    try {
      await stop?.();
    } finally {
      stop = undefined;
      if (!process.env.E2E_KEEP_STATE) rmSync(persistTo, { recursive: true, force: true });
    }
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.once(sig, () => void cleanup().finally(() => process.exit(130)));
  }
  try {
    await ensureDevVars();
    if (!process.env.E2E_SKIP_BUILD) await build();
    await migrateLocal({ persistTo });
    const port = await freePort();
    const serverLog = join(persistTo, "server.log");
    const server = await startServer({ port, persistTo, logFile: serverLog });
    stop = server.stop;
    // Admins sign in with a second factor: the browser tests use these recovery codes, one a login.
    const adminFactor = { secret: newTotpSecret(), recoveryCodes: newRecoveryCodes(100) };
    await ensureUser({ persistTo, ...accounts.admin, isAdmin: true, secondFactor: adminFactor });
    await ensureUser({ persistTo, ...accounts.user, isAdmin: false });
    await loadDemoData(server.url, { persistTo });

    const specs = readdirSync(join(import.meta.dirname, "specs"))
      .filter((f) => f.endsWith(".test.ts"))
      // E2E_ONLY=admin,locale runs the specs whose file name contains any of the comma-separated parts.
      .filter((f) => !process.env.E2E_ONLY || process.env.E2E_ONLY.split(",").some((part) => f.includes(part.trim())))
      // The admin spec runs pipeline tasks that change listings in the background: run it last so
      // the list specs see a stable data set.
      .sort((a, b) => Number(a.startsWith("admin")) - Number(b.startsWith("admin")) || a.localeCompare(b))
      .map((f) => join(import.meta.dirname, "specs", f));
    console.log(`e2e: ${specs.length} spec files against ${server.url}`);
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...specs], {
        cwd: ROOT,
        stdio: "inherit",
        env: {
          ...process.env,
          E2E_BASE_URL: server.url,
          E2E_ADMIN_EMAIL: accounts.admin.email,
          E2E_ADMIN_PASSWORD: accounts.admin.password,
          E2E_USER_EMAIL: accounts.user.email,
          E2E_USER_PASSWORD: accounts.user.password,
          ...chromium.env,
          CHROMIUM_PATH: chromium.executablePath,
          E2E_SERVER_LOG: serverLog,
          E2E_ADMIN_RECOVERY_CODES: adminFactor.recoveryCodes.join(","),
          E2E_STATE_DIR: persistTo,
        },
      });
      child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    });
    return code;
  } catch (e) {
    console.error("e2e setup failed:", e);
    return 1;
  } finally {
    await cleanup();
  }
}

process.exitCode = await main();
