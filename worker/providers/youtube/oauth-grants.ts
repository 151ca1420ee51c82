/**
 * Channel owners' OAuth grants (table channel_oauth_grants), stored encrypted: a refresh token
 * is a standing key to someone's YouTube account, so a leaked database dump must not hand it out.
 * AES-256-GCM under a key derived with HKDF-SHA256 from JWT_SECRET (no second secret to manage);
 * each value is bound to its channel (additional data), so a ciphertext copied onto another
 * channel's row does not decrypt.
 */
import type { Db } from "../../db/client";
import { deleteOauthGrant, oauthGrantRow, setOauthAccessToken, upsertOauthGrant } from "../../db/queries/oauth-grants";
import { seal, sealingKey, unseal } from "../../auth/sealed";

/** A purpose of their own, so the grants' key opens nothing else sealed under JWT_SECRET (TOTP secrets, PKCE verifiers). */
export function grantKey(secret: string): Promise<CryptoKey> {
  return sealingKey(secret, "channel-oauth-grants");
}

export interface Grant {
  channel_id: string;
  refresh_token: string;
  access_token: string | null;
  /** Epoch milliseconds. */
  access_token_expires_at: number | null;
  scope: string;
}

export interface GrantStore {
  /** The channel's grant, or null when none is stored (or it no longer decrypts: JWT_SECRET changed). */
  load(channelId: string): Promise<Grant | null>;
  save(grant: Grant): Promise<void>;
  saveAccessToken(channelId: string, accessToken: string, expiresAt: number): Promise<void>;
  remove(channelId: string): Promise<void>;
}

export function grantStore(db: Db, secret: string): GrantStore {
  let key: Promise<CryptoKey> | undefined;
  const getKey = () => (key ??= grantKey(secret));

  return {
    async load(channelId) {
      const row = await oauthGrantRow(db, channelId);
      if (!row) return null;
      const refresh = await unseal(await getKey(), row.refresh_token_enc, channelId);
      if (refresh === null) {
        console.warn(`youtube: the OAuth grant of channel ${channelId} does not decrypt (JWT_SECRET changed?); reconnect the channel`);
        return null;
      }
      const access = row.access_token_enc ? await unseal(await getKey(), row.access_token_enc, channelId) : null;
      return {
        channel_id: channelId,
        refresh_token: refresh,
        access_token: access,
        access_token_expires_at: access ? row.access_token_expires_at : null,
        scope: row.scope,
      };
    },

    async save(grant) {
      const k = await getKey();
      await upsertOauthGrant(db, {
        channel_id: grant.channel_id,
        refresh_token_enc: await seal(k, grant.refresh_token, grant.channel_id),
        access_token_enc: grant.access_token ? await seal(k, grant.access_token, grant.channel_id) : null,
        access_token_expires_at: grant.access_token_expires_at,
        scope: grant.scope,
      });
    },

    async saveAccessToken(channelId, accessToken, expiresAt) {
      await setOauthAccessToken(db, channelId, {
        access_token_enc: await seal(await getKey(), accessToken, channelId),
        access_token_expires_at: expiresAt,
      });
    },

    async remove(channelId) {
      await deleteOauthGrant(db, channelId);
    },
  };
}
