/**
 * `node scripts/measure-pbkdf2.ts`: times PBKDF2-SHA-256 inside workerd (Miniflare), one call of
 * 100,000 iterations and chains of 2, 3 and 6 such calls (each call's output the next one's
 * input), the figures behind decision record 0005. Deployed Workers refuse one call above
 * 100,000 iterations, so a higher cost can only be a chain. Timing belongs here, never in a test.
 */
import { Miniflare } from "miniflare";

const worker = `
export default {
  async fetch(request) {
    const rounds = Number(new URL(request.url).searchParams.get("rounds"));
    const salt = crypto.getRandomValues(new Uint8Array(16));
    let input = new TextEncoder().encode("correct-horse-battery-staple");
    const started = Date.now();
    for (let i = 0; i < rounds; i++) {
      const key = await crypto.subtle.importKey("raw", input, "PBKDF2", false, ["deriveBits"]);
      input = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 100000 }, key, 256));
    }
    return new Response(String(Date.now() - started));
  },
};`;

const mf = new Miniflare({
  workers: [
    {
      config: {
        name: "pbkdf2",
        compatibilityDate: "2026-10-01",
        manifest: { mainModule: "worker.js", modules: { "worker.js": { type: "esm", contents: worker } } },
      },
    },
  ],
});
const runs = 7;
try {
  for (const rounds of [1, 2, 3, 6]) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Wall time measured inside the Worker: Date.now() advances there across awaited crypto work.
      const res = await mf.dispatchFetch(`http://localhost/?rounds=${rounds}`);
      times.push(Number(await res.text()));
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(runs / 2)] ?? 0;
    console.log(`${rounds} x 100,000 iterations: median ${median} ms (min ${times[0]}, max ${times[runs - 1]}) over ${runs} runs`);
  }
} finally {
  await mf.dispose();
}
