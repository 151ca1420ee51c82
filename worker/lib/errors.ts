/**
 * Errors a service throws on purpose. The API maps them to `{"detail": ...}` with their status;
 * route loaders and actions turn them into the page's error or not-found state.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503,
    readonly detail: string,
  ) {
    super(detail);
    this.name = "AppError";
  }
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const unauthorized = (detail = "Not authenticated") => new AppError(401, detail);
export const forbidden = (detail = "Not enough permissions") => new AppError(403, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const tooManyRequests = (detail = "Too many requests. Please try again later.") => new AppError(429, detail);
