/**
 * The daily cron's clean-up of security bookkeeping: rate-limit windows that have closed, failed
 * sign-in counts a day old, and password reset tokens that expired or were used. None of them can
 * matter again; left alone they would grow without bound.
 */
const DAY_SECONDS = 24 * 60 * 60;

export async function deleteExpiredSecurityRecords(
  db: D1Database,
  now: Date,
): Promise<{ counters: number; failures: number; resetTokens: number }> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const [counters, failures, resetTokens] = await db.batch([
    // The longest window is an hour: a window that started a day ago is closed.
    db.prepare("DELETE FROM rate_limit_counters WHERE window_start < ?").bind(nowSeconds - DAY_SECONDS),
    db.prepare("DELETE FROM login_failures WHERE last_attempt_at < ?").bind(nowSeconds - DAY_SECONDS),
    db.prepare("DELETE FROM password_reset_tokens WHERE expires_at < ? OR used_at IS NOT NULL").bind(nowSeconds),
  ]);
  return { counters: counters?.meta.changes ?? 0, failures: failures?.meta.changes ?? 0, resetTokens: resetTokens?.meta.changes ?? 0 };
}
