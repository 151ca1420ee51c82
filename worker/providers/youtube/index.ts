import type { AppConfig } from "../../config";
import type { VideoPlatform } from "../types";
import type { HttpOverrides } from "../../lib/http";
import { youtubeClient } from "./api";
import { youtubePlatform } from "./platform";

/** The YouTube Data API when its key is configured, else null (the offline platform stays). */
export function configuredPlatform(config: AppConfig, http: HttpOverrides = {}): VideoPlatform | null {
  return config.YOUTUBE_API_KEY ? youtubePlatform(youtubeClient(config.YOUTUBE_API_BASE_URL, http), config.YOUTUBE_API_KEY) : null;
}
