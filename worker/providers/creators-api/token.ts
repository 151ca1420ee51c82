/**
 * OAuth2 client-credentials access tokens for the Creators API, cached in memory until shortly
 * before they expire. Credentials of version 3.x log in with Amazon (LWA: a JSON body, scope
 * `creatorsapi::default`); those of version 2.x use Amazon Cognito (a form body, scope
 * `creatorsapi/default`, and the version repeated in every Authorization header).
 */
import { fetchWithPolicy, readJson, type HttpPolicy } from "../../lib/http";
import { ProviderError } from "../../lib/http";
import { tokenError, tokenResponse } from "./schemas";

export const CREATORS_API = "Creators API";

export interface Credentials {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** "3.1", "2.2"…: as Associates Central shows it next to the credential. */
  version: string;
}

interface CachedToken {
  token: string;
  /** Epoch ms after which the token is no longer used. */
  expiresAt: number;
}

/** Tokens per credential, shared by every provider instance of the isolate (one token, not one per task). */
export type TokenCache = Map<string, CachedToken>;
const isolateCache: TokenCache = new Map();

/** A token is dropped this long before its stated expiry, so no call starts with one about to lapse. */
const EXPIRY_MARGIN_MS = 60_000;
const DEFAULT_LIFETIME_S = 3600;

const isLwa = (version: string) => version.startsWith("3.");

export function authorizationHeader(credentials: Credentials, token: string): string {
  return isLwa(credentials.version) ? `Bearer ${token}` : `Bearer ${token}, Version ${credentials.version}`;
}

export class TokenSource {
  private readonly key: string;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly credentials: Credentials,
    private readonly policy: HttpPolicy,
    private readonly clock: () => number = Date.now,
    private readonly cache: TokenCache = isolateCache,
  ) {
    this.key = `${credentials.tokenUrl}|${credentials.clientId}|${credentials.version}`;
  }

  /** A valid token: the cached one, or a new one (one request even when many callers ask at once). */
  async get(): Promise<string> {
    const cached = this.cache.get(this.key);
    if (cached && cached.expiresAt > this.clock()) return cached.token;
    this.pending ??= this.request().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** The API refused `token` (401): forget it so the next `get` asks for a new one. */
  invalidate(token: string): void {
    if (this.cache.get(this.key)?.token === token) this.cache.delete(this.key);
  }

  private async request(): Promise<string> {
    const { tokenUrl, clientId, clientSecret, version } = this.credentials;
    const fields = {
      grant_type: "client_credentials",
      client_id: clientId,
      client_secret: clientSecret,
      scope: isLwa(version) ? "creatorsapi::default" : "creatorsapi/default",
    };
    const init: RequestInit = isLwa(version)
      ? { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(fields) }
      : {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: new URLSearchParams(fields).toString(),
        };
    const res = await fetchWithPolicy(this.policy, tokenUrl, init);
    const body = await readJson(CREATORS_API, res);
    if (!res.ok) {
      const refused = tokenError.safeParse(body);
      const why = refused.success
        ? `${refused.data.error}${refused.data.error_description ? `: ${refused.data.error_description}` : ""}`
        : `HTTP ${res.status}`;
      throw new ProviderError(CREATORS_API, `token request refused (HTTP ${res.status}, ${why})`, { transient: false });
    }
    const parsed = tokenResponse.safeParse(body);
    if (!parsed.success) throw new ProviderError(CREATORS_API, "malformed token response (no access_token)", { transient: false });
    const lifetimeMs = (parsed.data.expires_in ?? DEFAULT_LIFETIME_S) * 1000;
    const expiresAt = this.clock() + Math.max(0, lifetimeMs - Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 2));
    this.cache.set(this.key, { token: parsed.data.access_token, expiresAt });
    return parsed.data.access_token;
  }
}
