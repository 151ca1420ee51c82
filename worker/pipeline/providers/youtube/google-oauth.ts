/**
 * Google's OAuth 2.0 for web server apps (https://developers.google.com/identity/protocols/oauth2/web-server):
 * the consent URL a channel owner is sent to, and the token endpoint that turns the returned code
 * into tokens and a refresh token into a fresh access token.
 */
import { z } from "zod";
import { fetchWithPolicy, readJson } from "../http";
import { ProviderError } from "../types";
import type { HttpOverrides } from "./api";

const GOOGLE_OAUTH = "Google OAuth";
/** A browser page, never called by the Worker, so no stand-in needs to replace it. */
const CONSENT_URL = "https://accounts.google.com/o/oauth2/v2/auth";
/** The narrowest scope that allows captions.download on the owner's own videos. */
export const CAPTIONS_SCOPE = "https://www.googleapis.com/auth/youtube.force-ssl";

export interface GoogleOAuthSettings {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
}

/** The refresh token is sent only on the consent that asked for offline access. */
const tokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().default(""),
  token_type: z.string().regex(/^bearer$/i),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

const tokenError = z.object({ error: z.string(), error_description: z.string().optional() });

/** The refresh token (or code) is dead: revoked by the owner, expired, or already used. */
export class GrantRevokedError extends ProviderError {
  constructor(description: string) {
    super(GOOGLE_OAUTH, `the grant is no longer valid (invalid_grant: ${description})`, { transient: false });
    this.name = "GrantRevokedError";
  }
}

export function consentUrl(settings: Pick<GoogleOAuthSettings, "clientId">, redirectUri: string, state: string): string {
  const url = new URL(CONSENT_URL);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: CAPTIONS_SCOPE,
    // A refresh token, so captions can be read later without the owner present; `consent` makes
    // Google send one again when the channel is reconnected.
    access_type: "offline",
    prompt: "consent",
    state,
  }).toString();
  return url.toString();
}

export interface GoogleOAuth {
  exchangeCode(code: string, redirectUri: string): Promise<TokenResponse>;
  refresh(refreshToken: string): Promise<TokenResponse>;
}

export function googleOAuth(settings: GoogleOAuthSettings, overrides: HttpOverrides = {}): GoogleOAuth {
  const policy = { provider: GOOGLE_OAUTH, timeoutMs: 10_000, retries: 2, baseDelayMs: 500, maxDelayMs: 10_000, ...overrides };

  async function post(form: Record<string, string>): Promise<TokenResponse> {
    const res = await fetchWithPolicy(policy, settings.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, ...form }).toString(),
    });
    const body = await readJson(GOOGLE_OAUTH, res);
    if (!res.ok) {
      const error = tokenError.safeParse(body);
      const code = error.success ? error.data.error : "unknown";
      if (code === "invalid_grant") throw new GrantRevokedError(error.success ? (error.data.error_description ?? "") : "");
      throw new ProviderError(GOOGLE_OAUTH, `token request refused (HTTP ${res.status} ${code})`, { transient: false });
    }
    const parsed = tokenResponse.safeParse(body);
    if (!parsed.success) throw new ProviderError(GOOGLE_OAUTH, "malformed response from the token endpoint", { transient: false });
    return parsed.data;
  }

  return {
    exchangeCode: (code, redirectUri) => post({ grant_type: "authorization_code", code, redirect_uri: redirectUri }),
    refresh: (refreshToken) => post({ grant_type: "refresh_token", refresh_token: refreshToken }),
  };
}
