import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import type { Viewer } from "./viewer";

/** Reads the Bearer token or the session cookie and returns the viewer it proves, or null. */
export async function resolveViewer(_request: Request, _config: AppConfig, _db: Db): Promise<Viewer | null> {
  return null;
}
