/**
 * Google's OAuth 2.0 for web server apps (https://developers.google.com/identity/protocols/oauth2/web-server):
 * the consent URL a channel owner is sent to, and the token endpoint that turns the returned code
 * into tokens and a refresh token into a fresh access token.
 */
import * as oauth from "oauth4webapi";
import { z } from "zod";
import { fetchWithPolicy, type HttpOverrides } from "../../lib/http";
import { ProviderError } from "../../lib/http";

const GOOGLE_OAUTH = "Google OAuth";
/** A browser page, never called by the Worker, so no stand-in needs to replace it. */
const CONSENT_URL = "https://accounts.google.com/o/oauth2/v2/auth";
/** The narrowest scope that allows captions.download on the owner's own videos. */
export const CAPTIONS_SCOPE = "https://www.googleapis.com/auth/youtube.force-ssl";
/** Enough to list the consenting account's own channels (a channel claim), and nothing more. */
export const READONLY_SCOPE = "https://www.googleapis.com/auth/youtube.readonly";

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

/** The refresh token (or code) is dead: revoked by the owner, expired, or already used. */
export class GrantRevokedError extends ProviderError {
  constructor(description: string) {
    super(GOOGLE_OAUTH, `the grant is no longer valid (invalid_grant: ${description})`, { transient: false });
    this.name = "GrantRevokedError";
  }
}

/** What the consent page asks for: one scope, and whether a refresh token should come back. */
export interface ConsentRequest {
  scope: string;
  /**
   * True: a refresh token, to act later without the owner present (the captions connection);
   * `consent` makes Google send one again when the channel is reconnected. False: a one-off
   * access token, and Google lets the user pick the account that holds the channel.
   */
  offline: boolean;
}

/** The consent page's address, with the PKCE challenge of this attempt's verifier (RFC 7636, S256). */
export async function consentUrl(
  settings: Pick<GoogleOAuthSettings, "clientId">,
  redirectUri: string,
  state: string,
  codeVerifier: string,
  request: ConsentRequest,
): Promise<string> {
  const url = new URL(CONSENT_URL);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: request.scope,
    access_type: request.offline ? "offline" : "online",
    prompt: request.offline ? "consent" : "select_account",
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

/** A fresh PKCE verifier for one consent attempt. */
export const newCodeVerifier = (): string => oauth.generateRandomCodeVerifier();

export interface GoogleOAuth {
  exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<TokenResponse>;
  refresh(refreshToken: string): Promise<TokenResponse>;
}

/**
 * The token endpoint through oauth4webapi (a maintained OAuth 2.0 client: request shapes, client
 * authentication, response checks), its requests sent with our retry and timeout policy.
 */
export function googleOAuth(settings: GoogleOAuthSettings, overrides: HttpOverrides = {}): GoogleOAuth {
  const policy = { provider: GOOGLE_OAUTH, timeoutMs: 10_000, retries: 2, baseDelayMs: 500, maxDelayMs: 10_000, ...overrides };
  const as: oauth.AuthorizationServer = {
    issuer: "https://accounts.google.com",
    authorization_endpoint: CONSENT_URL,
    token_endpoint: settings.tokenUrl,
  };
  const client: oauth.Client = { client_id: settings.clientId };
  const auth = oauth.ClientSecretPost(settings.clientSecret);
  const options = {
    [oauth.customFetch]: (url: string, init: RequestInit) => fetchWithPolicy(policy, url, init),
    // A stand-in token endpoint in tests or on a laptop may be plain http.
    [oauth.allowInsecureRequests]: !settings.tokenUrl.startsWith("https:"),
  };

  async function tokens(
    request: () => Promise<Response>,
    process: (response: Response) => Promise<oauth.TokenEndpointResponse>,
  ): Promise<TokenResponse> {
    let body: oauth.TokenEndpointResponse;
    try {
      body = await process(await request());
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (error instanceof oauth.ResponseBodyError) {
        if (error.error === "invalid_grant") throw new GrantRevokedError(error.error_description ?? "");
        throw new ProviderError(GOOGLE_OAUTH, `token request refused (HTTP ${error.status} ${error.error})`, { transient: false });
      }
      throw new ProviderError(GOOGLE_OAUTH, "malformed response from the token endpoint", { transient: false, cause: error });
    }
    const parsed = tokenResponse.safeParse(body);
    if (!parsed.success) throw new ProviderError(GOOGLE_OAUTH, "malformed response from the token endpoint", { transient: false });
    return parsed.data;
  }

  return {
    exchangeCode: (code, redirectUri, codeVerifier) => {
      // Our own signed state was checked by the caller; this only brands the parameters for the library.
      const params = oauth.validateAuthResponse(as, client, new URLSearchParams({ code }), oauth.skipStateCheck);
      return tokens(
        () => oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, codeVerifier, options),
        (response) => oauth.processAuthorizationCodeResponse(as, client, response),
      );
    },
    refresh: (refreshToken) =>
      tokens(
        () => oauth.refreshTokenGrantRequest(as, client, auth, refreshToken, options),
        (response) => oauth.processRefreshTokenResponse(as, client, response),
      ),
  };
}
