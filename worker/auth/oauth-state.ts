/**
 * The `state` of a round trip through Google's consent page (the captions connection, a channel
 * claim): a signed, short-lived token naming the user who started it, carrying the attempt's PKCE
 * verifier sealed (the state passes through the browser and Google; only this Worker can read the
 * verifier back). Each flow is a purpose of its own, with its own signing key, `typ` and audience
 * (worker/auth/purpose-token.ts), so a state one flow issued is never accepted by another, nor
 * as a session.
 */
import type { JWTPayload } from "jose";
import type { AppConfig } from "../config";
import { newCodeVerifier } from "../providers/youtube/google-oauth";
import { issuePurposeToken, verifyPurposeToken, type PurposeTokenOptions } from "./purpose-token";
import { seal, sealingKey, unseal } from "./sealed";

const verifierKey = (config: AppConfig) => sealingKey(config.JWT_SECRET, "oauth-pkce-verifier");
/** The verifier opens only inside a state of the same flow and user. */
const bindingOf = (purpose: string, subject: string) => `${purpose}\u0000${subject}`;

export interface IssuedState {
  state: string;
  /** The PKCE verifier whose challenge the consent URL carries. */
  verifier: string;
}

/** A fresh PKCE verifier and the state that carries it, for `subject` (the user starting) and the flow's claims. */
export async function issueOAuthState(
  config: AppConfig,
  flow: PurposeTokenOptions,
  subject: string,
  claims: JWTPayload = {},
): Promise<IssuedState> {
  const verifier = newCodeVerifier();
  const pkce = await seal(await verifierKey(config), verifier, bindingOf(flow.purpose, subject));
  return { state: await issuePurposeToken(config, flow, subject, { ...claims, pkce }), verifier };
}

export interface OpenedState {
  subject: string;
  claims: JWTPayload;
  verifier: string;
}

/** The state's user, claims and verifier; null for anything this flow did not issue, or expired. */
export async function openOAuthState(config: AppConfig, purpose: string, state: string): Promise<OpenedState | null> {
  const payload = await verifyPurposeToken(config, purpose, state);
  if (!payload || typeof payload.pkce !== "string") return null;
  const verifier = await unseal(await verifierKey(config), payload.pkce, bindingOf(purpose, payload.sub));
  return verifier ? { subject: payload.sub, claims: payload, verifier } : null;
}
