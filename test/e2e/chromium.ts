/**
 * Which Chromium the browser tests drive: `CHROMIUM_PATH` when set, else the system's
 * (/usr/bin/chromium, Debian's package), else the one `@sparticuz/chromium` ships inside its npm
 * package (brotli-compressed, unpacked to the temp directory on first use, nothing downloaded), so
 * `npm install && npm test` needs no browser installed by hand.
 */
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export interface ChromiumChoice {
  executablePath: string;
  source: "CHROMIUM_PATH" | "system" | "@sparticuz/chromium";
  /** Environment the browser needs on top of the caller's (the packaged one brings its own fonts). */
  env: Record<string, string>;
}

/** The Chromium shipped inside the `@sparticuz/chromium` package, unpacked on first use. */
export async function packagedChromium(): Promise<ChromiumChoice> {
  const { default: packaged } = await import("@sparticuz/chromium");
  // Without WebGL it skips unpacking SwiftShader, which headless tests never use.
  packaged.setGraphicsMode = false;
  const executablePath = await packaged.executablePath();
  const fonts = join(tmpdir(), "fonts");
  return { executablePath, source: "@sparticuz/chromium", env: existsSync(fonts) ? { FONTCONFIG_PATH: fonts } : {} };
}

export async function resolveChromium(env: Record<string, string | undefined> = process.env): Promise<ChromiumChoice> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
    return { executablePath: env.CHROMIUM_PATH, source: "CHROMIUM_PATH", env: {} };
  }
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, source: "system", env: {} };
  return packagedChromium();
}
