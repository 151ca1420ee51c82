/**
 * `npm run screenshots`: the main pages of a throw-away local stack with the demo data, at a desktop
 * (1280×800) and a phone (390×844) size, saved as the first screen of each page in docs/screenshots/
 * with an index (docs/screenshots.md), so a reader sees the product without running anything.
 * Uses the system Chromium (CHROMIUM_PATH overrides) through playwright-core.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS } from "../test/e2e/fixtures.ts";
import {
  apiLogin,
  build,
  DEMO_CREATOR,
  ensureDevVars,
  freePort,
  loadDemoData,
  migrateLocal,
  ROOT,
  startServer,
} from "./lib/local-stack.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OUT = join(ROOT, "docs", "screenshots");
const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

interface Shot {
  slug: string;
  title: string;
  path: string;
  /** Signed in as the demo creator (the studio). */
  creator?: boolean;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

async function main(): Promise<void> {
  process.env.WRANGLER_SEND_METRICS = "false";
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
  await ensureDevVars();
  if (!process.env.SCREENSHOTS_SKIP_BUILD) await build();
  const persistTo = mkdtempSync(join(tmpdir(), "screenshots-state-"));
  const server = await startServer({ port: await freePort(), persistTo, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await migrateLocal({ persistTo });
    await loadDemoData(server.url, { persistTo });
    const { products } = await json<{ products: { product_id: string; video_id: string; channel_id: string }[] }>(
      `${server.url}/api/products?limit=1`,
    );
    const first = products[0]!;
    const shots: Shot[] = [
      { slug: "home", title: "Home", path: "/" },
      { slug: "products", title: "Products", path: "/products" },
      { slug: "search", title: "A misspelled search", path: "/products?search=hedphones" },
      { slug: "product", title: "A product", path: `/products/${first.product_id}` },
      { slug: "video", title: "A video", path: `/videos/${first.video_id}` },
      { slug: "channel", title: "A channel", path: `/channels/${first.channel_id}` },
      { slug: "storefront", title: "A creator's storefront", path: "/s/glowlabdaily" },
      { slug: "studio", title: "The creator studio", path: "/studio", creator: true },
    ];
    const creatorToken = await apiLogin(server.url, DEMO_CREATOR.email, DEMO_CREATOR.password);
    mkdirSync(OUT, { recursive: true });
    const rows: string[] = [];
    for (const shot of shots) {
      const cells: string[] = [];
      for (const size of SIZES) {
        const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, deviceScaleFactor: 1 });
        if (shot.creator) {
          await context.addCookies([{ name: "session", value: creatorToken, url: server.url }]);
        }
        const page = await context.newPage();
        const res = await page.goto(`${server.url}${shot.path}`, { waitUntil: "networkidle" });
        if (!res || res.status() >= 400) throw new Error(`${shot.path} answered ${res?.status()}`);
        const file = `${shot.slug}-${size.name}.png`;
        await page.screenshot({ path: join(OUT, file) });
        await context.close();
        cells.push(`![${shot.title}, ${size.name}](screenshots/${file})`);
      }
      rows.push(
        `## ${shot.title} (\`${shot.path.replace(first.product_id, "…").replace(first.video_id, "…").replace(first.channel_id, "…")}\`)\n\n${cells.join("\n")}`,
      );
      console.log(`${shot.path}: ${SIZES.map((s) => s.name).join(", ")}`);
    }
    writeFileSync(
      join(ROOT, "docs", "screenshots.md"),
      `# Screenshots\n\nThe first screen of the main pages, at a desktop (1280×800) and a phone (390×844) size, with the demo data (\`npm run screenshots\` writes them; taken on ${new Date().toISOString().slice(0, 10)}).\n\n${rows.join("\n\n")}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
