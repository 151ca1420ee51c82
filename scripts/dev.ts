/** `npm run dev`: the Vite dev server (hot reload, same bindings and local D1 as `npm start`). */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { BIN, ensureDevVars, migrateLocal, ROOT, toolEnv } from "./lib/local-stack.ts";

await ensureDevVars();
await migrateLocal();
const port = process.env.PORT ?? "5173";
const child = spawn(join(BIN, "vite"), ["dev", "--config", ".config/vite.config.ts", "--port", port], {
  cwd: ROOT,
  env: toolEnv(),
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
