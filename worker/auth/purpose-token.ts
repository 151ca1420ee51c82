/**
 * Short-lived signed tokens that do exactly one thing (a login's second step, an e-mail
 * verification link): their own `typ`, their own audience and their own derived key, so none
 * of them passes for a session or for each other.
 */
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import type { AppConfig } from "../config";
import { purposeKey } from "./purpose-key";

export interface PurposeTokenOptions {
  purpose: string;
  ttlSeconds: number;
}

export async function issuePurposeToken(
  config: AppConfig,
  options: PurposeTokenOptions,
  subject: string,
  claims: JWTPayload = {},
  nowMs = Date.now(),
) {
  const now = Math.floor(nowMs / 1000);
  return (
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: `${options.purpose}+jwt` })
      .setSubject(subject)
      .setIssuer(config.JWT_ISSUER)
      .setAudience(`${config.JWT_AUDIENCE}:${options.purpose}`)
      .setIssuedAt(now)
      .setExpirationTime(now + options.ttlSeconds)
      // Its own id, for purposes that are spent on use (a login challenge).
      .setJti(crypto.randomUUID())
      .sign(await purposeKey(config.JWT_SECRET, options.purpose))
  );
}

/** The token's payload (`sub` set), or null for anything not issued for this purpose, expired or malformed. */
export async function verifyPurposeToken(
  config: AppConfig,
  purpose: string,
  token: string,
): Promise<(JWTPayload & { sub: string }) | null> {
  if (token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, await purposeKey(config.JWT_SECRET, purpose), {
      algorithms: ["HS256"],
      typ: `${purpose}+jwt`,
      issuer: config.JWT_ISSUER,
      audience: `${config.JWT_AUDIENCE}:${purpose}`,
      requiredClaims: ["sub", "exp"],
    });
    return typeof payload.sub === "string" && payload.sub ? (payload as JWTPayload & { sub: string }) : null;
  } catch {
    return null;
  }
}
