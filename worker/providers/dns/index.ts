/**
 * TXT records through DNS over HTTPS (Cloudflare's JSON API): how the studio checks that a creator
 * controls the custom domain they named. Tests replace the global fetch.
 */
import type { FetchLike } from "../../lib/http";
import { ProviderError } from "../../lib/http";

const RESOLVER = "https://cloudflare-dns.com/dns-query";
const TXT = 16;
const TIMEOUT_MS = 5_000;

interface DnsJsonAnswer {
  Status?: number;
  Answer?: { type?: number; data?: string }[];
}

/** A TXT record's data as the JSON API writes it: one or more quoted strings, joined into one value. */
export function txtValue(data: string): string {
  const parts = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] ?? "").replace(/\\(.)/g, "$1"));
  return parts.length > 0 ? parts.join("") : data.trim();
}

/** The TXT values at `name` (none when the name does not exist). */
export async function lookupTxt(name: string, fetcher: FetchLike = (input, init) => fetch(input, init)): Promise<string[]> {
  const url = `${RESOLVER}?name=${encodeURIComponent(name)}&type=TXT`;
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: "application/dns-json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (cause) {
    throw new ProviderError("DNS", `The DNS lookup of ${name} failed`, { transient: true, cause });
  }
  if (!response.ok)
    throw new ProviderError("DNS", `The DNS lookup of ${name} answered ${response.status}`, { transient: response.status >= 500 });
  const body = (await response.json().catch(() => null)) as DnsJsonAnswer | null;
  if (!body || typeof body !== "object") throw new ProviderError("DNS", `The DNS lookup of ${name} answered no JSON`, { transient: false });
  return (body.Answer ?? []).filter((a) => a.type === TXT && typeof a.data === "string").map((a) => txtValue(a.data as string));
}
