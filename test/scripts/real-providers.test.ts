/**
 * `npm start` decides from the served configuration whether real providers are on; with any on,
 * the demo channels are not sent to them (scripts/start.ts). The decision, on the files' text.
 */
import { describe, expect, it } from "vitest";
import { parseDevVars, realProviders } from "../../scripts/lib/real-providers";

describe("real providers in the served configuration", () => {
  it("reads .dev.vars lines: comments, quotes and export ignored or stripped", () => {
    expect(
      parseDevVars(`# local\nJWT_SECRET=abc\nexport YOUTUBE_API_KEY="AIza-123"\n  LLM_MODEL = 'gpt' \n#TRANSCRIPT_API_KEY=x\nnot a line`),
    ).toEqual({
      JWT_SECRET: "abc",
      YOUTUBE_API_KEY: "AIza-123",
      LLM_MODEL: "gpt",
    });
  });

  it("names each real provider whose credentials are all set, and none for the offline setup", () => {
    expect(realProviders({ vars: { JWT_SECRET: "x".repeat(40) }, hasAiBinding: false })).toEqual([]);
    expect(realProviders({ vars: { YOUTUBE_API_KEY: "AIza-123" }, hasAiBinding: false })).toEqual(["YouTube Data API"]);
    // Half a credential switches nothing on, and an empty value is no value.
    expect(
      realProviders({ vars: { CREATORS_API_CLIENT_ID: "id", CREATORS_API_CLIENT_SECRET: "s", YOUTUBE_API_KEY: "" }, hasAiBinding: false }),
    ).toEqual([]);
    expect(
      realProviders({
        vars: {
          TRANSCRIPT_API_KEY: "k",
          LLM_BASE_URL: "https://llm.example/v1",
          LLM_MODEL: "m",
          CREATORS_API_CLIENT_ID: "id",
          CREATORS_API_CLIENT_SECRET: "s",
          CREATORS_API_PARTNER_TAG: "t-20",
        },
        hasAiBinding: false,
      }),
    ).toEqual(["transcript service", "LLM extraction", "Amazon Creators API"]);
    expect(realProviders({ vars: {}, hasAiBinding: true })).toEqual(["Workers AI extraction"]);
  });
});
