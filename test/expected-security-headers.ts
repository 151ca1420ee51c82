/**
 * The headers every answer carries (DESIGN.md security section), as the workerd tests and the
 * browser tests expect them: written here once, independently of worker code.
 */
export const COMMON_SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  "cross-origin-opener-policy": "same-origin",
};
