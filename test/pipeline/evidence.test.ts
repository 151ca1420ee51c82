/**
 * placeEvidence (worker/services/evidence.ts): a product's quote and second move off the opening
 * line that reads the video's title to the passage that discusses the product, on transcripts
 * shaped like real ones (punctuated manual captions and unpunctuated automatic ones).
 */
import { describe, expect, it } from "vitest";
import type { ExtractedProduct, TranscriptSegment } from "../../worker/providers/types";
import { llmExtractor } from "../../worker/providers/llm/extractor";
import { placeEvidence } from "../../worker/services/evidence";

const product = (
  p: Pick<ExtractedProduct, "product_name" | "brand" | "claims" | "video_timestamp"> & Partial<ExtractedProduct>,
): ExtractedProduct => ({
  category: "Technology",
  subcategory: "Headphones",
  description: "A product.",
  is_sponsored: false,
  ...p,
});

const seg = (start_seconds: number, text: string): TranscriptSegment => ({ start_seconds, text });

const HEADPHONES = {
  title: "Sony WH-1000XM5 vs Bose QuietComfort Ultra: which one should you buy?",
  segments: [
    seg(0, "Hey everyone, welcome back. Today's video: Sony WH-1000XM5 vs Bose QuietComfort Ultra, which one should you buy?"),
    seg(9.6, "I've worn both every day for a month, on planes, trains and in the office."),
    seg(31.2, "Let's start with comfort, because that's what you notice first."),
    seg(74.8, "The WH-1000XM5 is lighter, and the headband spreads the weight really well."),
    seg(96.3, "After three hours I forgot I was wearing it."),
    seg(121.4, "The Bose QuietComfort Ultra clamps a bit harder, but its noise cancelling is on another level."),
    seg(148, "On a plane that matters more than anything else."),
    seg(171.9, "So which one? If you fly a lot, get the Bose."),
  ],
};

describe("placeEvidence", () => {
  it("moves two products off a 'Today's video: X vs Y' opening to the lines that discuss each", () => {
    const opening = "Today's video: Sony WH-1000XM5 vs Bose QuietComfort Ultra, which one should you buy?";
    const placed = placeEvidence(HEADPHONES, [
      product({ product_name: "WH-1000XM5", brand: "Sony", claims: opening, video_timestamp: 0 }),
      product({ product_name: "QuietComfort Ultra", brand: "Bose", claims: opening, video_timestamp: 0, is_sponsored: true }),
    ]);
    expect(placed.map((p) => [p.product_name, p.video_timestamp, p.claims])).toEqual([
      ["WH-1000XM5", 74, "The WH-1000XM5 is lighter, and the headband spreads the weight really well."],
      ["QuietComfort Ultra", 121, "The Bose QuietComfort Ultra clamps a bit harder, but its noise cancelling is on another level."],
    ]);
    // Only the evidence moves: every other field is the extractor's.
    expect(placed[1]).toMatchObject({ brand: "Bose", is_sponsored: true, description: "A product." });
  });

  it("moves a product an LLM placed at 0 s with an empty quote, judging the line at that second", () => {
    const [placed] = placeEvidence(HEADPHONES, [
      product({ product_name: "QuietComfort Ultra", brand: "Bose", claims: "", video_timestamp: 0 }),
    ]);
    expect(placed?.video_timestamp).toBe(121);
  });

  it("moves a quote of the video title that the transcript does not even hold", () => {
    const [placed] = placeEvidence(HEADPHONES, [
      product({ product_name: "WH-1000XM5", brand: "Sony", claims: HEADPHONES.title, video_timestamp: 0 }),
    ]);
    expect(placed).toMatchObject({ video_timestamp: 74, claims: expect.stringMatching(/^The WH-1000XM5 is lighter/) });
  });

  it("gives a quote from a later line that line's second when the model answered the title's", () => {
    const quote = "The Bose QuietComfort Ultra clamps a bit harder, but its noise cancelling is on another level.";
    const [placed] = placeEvidence(HEADPHONES, [
      product({ product_name: "QuietComfort Ultra", brand: "Bose", claims: quote, video_timestamp: 0 }),
    ]);
    expect(placed).toMatchObject({ claims: quote, video_timestamp: 121 });
  });

  it("finds the shoe in unpunctuated automatic captions by a word of its name, and lengthens a short quote", () => {
    const video = {
      title: "Nike Pegasus 41 vs Hoka Clifton 9 after 300 miles",
      segments: [
        seg(0.4, "hey guys welcome back to the channel"),
        seg(2.9, "today we're comparing the nike pegasus 41 and the hoka clifton 9"),
        seg(6.1, "both have about 300 miles on them now"),
        seg(63.2, "so the pegasus felt firmer on"),
        seg(65.8, "long runs than I expected"),
        seg(88.5, "whereas the clifton is super soft"),
      ],
    };
    const placed = placeEvidence(video, [
      product({
        product_name: "Pegasus 41",
        brand: "Nike",
        claims: "today we're comparing the nike pegasus 41 and the hoka clifton 9",
        video_timestamp: 2,
        category: "Fitness",
        subcategory: "Running shoes",
      }),
      product({
        product_name: "Clifton 9",
        brand: "Hoka",
        claims: "today we're comparing the nike pegasus 41 and the hoka clifton 9",
        video_timestamp: 2,
        category: "Fitness",
        subcategory: "Running shoes",
      }),
    ]);
    expect(placed.map((p) => [p.video_timestamp, p.claims])).toEqual([
      [63, "so the pegasus felt firmer on long runs than I expected"],
      [88, "whereas the clifton is super soft"],
    ]);
  });

  it("keeps the opening when the product is named nowhere else", () => {
    const video = {
      title: "Five mistakes I made with my first espresso setup",
      segments: [
        seg(0, "In this video: the five mistakes I made with my Breville Bambino Plus."),
        seg(14, "Mistake one: I never weighed my coffee."),
        seg(40, "Mistake two: stale beans. Buy fresh, roasted in the last month."),
      ],
    };
    const only = product({
      product_name: "Bambino Plus",
      brand: "Breville",
      claims: "In this video: the five mistakes I made with my Breville Bambino Plus.",
      video_timestamp: 0,
    });
    expect(placeEvidence(video, [only])).toEqual([only]);
  });

  it("keeps an opening line that talks about the product rather than introducing the video", () => {
    const video = {
      title: "My desk setup",
      segments: [
        seg(0, "The Logitech MX Master 3S is still the best mouse I've ever used."),
        seg(80, "I also tried the MX Master 3S on glass, and it tracks fine."),
      ],
    };
    const mouse = product({
      product_name: "MX Master 3S",
      brand: "Logitech",
      claims: "The Logitech MX Master 3S is still the best mouse I've ever used.",
      video_timestamp: 0,
    });
    expect(placeEvidence(video, [mouse])).toEqual([mouse]);
  });

  it("does not count a word two products share: the Pico goes to its own sponsor read, never to the Cove's line", () => {
    const video = {
      title: "Pico vs Cove: which condenser mic for podcasts",
      segments: [
        seg(0, "Today's video: the Pico Air Condenser Mic vs the Cove Air Condenser Mic."),
        seg(37, "This video is sponsored by Resonant Labs, and the Resonant Labs Pico Air Condenser Mic is what they sent over."),
        seg(135, "If you're shopping for a condenser mic, the Cove Air Condenser Mic is a strong pick thanks to low self-noise."),
      ],
    };
    const opening = "Today's video: the Pico Air Condenser Mic vs the Cove Air Condenser Mic.";
    const kind = { category: "Music & Audio", subcategory: "Microphones" };
    const pico = product({ product_name: "Pico Air Condenser Mic", brand: "Resonant Labs", claims: opening, video_timestamp: 0, ...kind });
    const cove = product({ product_name: "Cove Air Condenser Mic", brand: "Resonant Labs", claims: opening, video_timestamp: 0, ...kind });
    expect(placeEvidence(video, [pico, cove]).map((p) => p.video_timestamp)).toEqual([37, 135]);

    // Without its sponsor read the Pico is named only in the opening: it stays there.
    const noRead = { ...video, segments: [video.segments[0]!, video.segments[2]!] };
    expect(placeEvidence(noRead, [pico, cove]).map((p) => p.video_timestamp)).toEqual([0, 135]);
  });

  it("prefers the passage naming the product surely over an earlier passing word", () => {
    const video = {
      title: "Nike Pegasus 41 review",
      segments: [
        seg(0, "Today's video: the Nike Pegasus 41, reviewed after 300 miles."),
        seg(50, "Pegasus is a word I can never spell, honestly."),
        seg(120, "The Nike Pegasus 41 has a ReactX foam midsole that feels bouncier than last year's."),
      ],
    };
    const [placed] = placeEvidence(video, [
      product({
        product_name: "Pegasus 41",
        brand: "Nike",
        claims: "Today's video: the Nike Pegasus 41, reviewed after 300 miles.",
        video_timestamp: 0,
      }),
    ]);
    expect(placed?.video_timestamp).toBe(120);
  });

  it("leaves a 'vs' said in the middle of the video alone, and a sponsor read near the start", () => {
    const video = {
      title: "What's in my travel tech bag",
      segments: [
        seg(0, "I'm flying out tomorrow, so here's my travel tech bag."),
        seg(12.5, "This video is sponsored by Anker, and the first thing in here is the Anker 737 Power Bank they sent me."),
        seg(200, "MacBook Air M3 vs the old M1: the M3 wins on battery by about two hours."),
        seg(260, "The MacBook Air M3 is also what I edit on."),
      ],
    };
    const bank = product({
      product_name: "737 Power Bank",
      brand: "Anker",
      claims: "This video is sponsored by Anker, and the first thing in here is the Anker 737 Power Bank they sent me.",
      video_timestamp: 12,
      is_sponsored: true,
    });
    const laptop = product({
      product_name: "MacBook Air M3",
      brand: "Apple",
      claims: "MacBook Air M3 vs the old M1: the M3 wins on battery by about two hours.",
      video_timestamp: 200,
    });
    expect(placeEvidence(video, [bank, laptop])).toEqual([bank, laptop]);
  });

  it("answers whole seconds, keeps the products' order, and changes nothing a second time", () => {
    const opening = "Today's video: Sony WH-1000XM5 vs Bose QuietComfort Ultra, which one should you buy?";
    const shifted = { ...HEADPHONES, segments: HEADPHONES.segments.map((s) => ({ ...s, start_seconds: s.start_seconds + 0.7 })) };
    const once = placeEvidence(shifted, [
      product({ product_name: "QuietComfort Ultra", brand: "Bose", claims: opening, video_timestamp: 0 }),
      product({ product_name: "WH-1000XM5", brand: "Sony", claims: opening, video_timestamp: 0 }),
    ]);
    expect(once.map((p) => [p.product_name, p.video_timestamp])).toEqual([
      ["QuietComfort Ultra", 122],
      ["WH-1000XM5", 75],
    ]);
    expect(placeEvidence(shifted, once)).toEqual(once);
  });

  it("leaves an opening sponsor read and an early line comparing two products it talks about", () => {
    const video = {
      title: "Minimalist EDC for 2026",
      segments: [
        seg(0, "Today's video is brought to you by Ridge, and the Ridge Wallet is the first thing I'm taking out."),
        seg(9, "But last month I switched from the AirPods Pro 2 to the Sony WF-1000XM5, and I don't think I'm going back."),
        seg(60, "The Ridge Wallet holds twelve cards. The AirPods Pro 2 still live in my drawer, and the WF-1000XM5 go everywhere."),
      ],
    };
    const found = [
      product({
        product_name: "Wallet",
        brand: "Ridge",
        claims: "Today's video is brought to you by Ridge, and the Ridge Wallet is the first thing I'm taking out.",
        video_timestamp: 0,
        is_sponsored: true,
      }),
      product({ product_name: "AirPods Pro 2", brand: "Apple", claims: "", video_timestamp: 9 }),
      product({ product_name: "WF-1000XM5", brand: "Sony", claims: "", video_timestamp: 9 }),
    ];
    expect(placeEvidence(video, found)).toEqual(found);
  });

  it("does not take the kind of thing a name ends with for the product", () => {
    const video = {
      title: "Ten minute everyday makeup",
      segments: [
        seg(0, "Today's look: the Charlotte Tilbury Pillow Talk Lipstick and a bit of blush."),
        seg(51, "I put gloss on top of the lipstick for a bit of shine."),
      ],
    };
    const lipstick = product({
      product_name: "Pillow Talk Lipstick",
      brand: "Charlotte Tilbury",
      claims: "Today's look: the Charlotte Tilbury Pillow Talk Lipstick and a bit of blush.",
      video_timestamp: 0,
      category: "Beauty",
      subcategory: "Makeup",
    });
    const withCue = { ...lipstick, claims: "In this video: the Charlotte Tilbury Pillow Talk Lipstick and a bit of blush." };
    const opening = { ...video, segments: [seg(0, withCue.claims), video.segments[1]!] };
    expect(placeEvidence(opening, [withCue])).toEqual([withCue]);
  });

  it("tells an LLM to quote the discussion, and moves its answer off the title line when it quotes that anyway", async () => {
    const opening = "Hey everyone, welcome back. Today's video: Sony WH-1000XM5 vs Bose QuietComfort Ultra, which one should you buy?";
    const sent: string[] = [];
    const model = {
      provider: "stand-in",
      async complete(messages: { role: string; content: string }[]) {
        sent.push(messages[0]!.content);
        const mention = {
          category: "Technology",
          subcategory: "Headphones",
          description: "Headphones.",
          is_sponsored: false,
          claims: opening,
          video_timestamp: 0,
        };
        return JSON.stringify({
          products: [
            { ...mention, product_name: "WH-1000XM5", brand: "Sony" },
            { ...mention, product_name: "QuietComfort Ultra", brand: "Bose" },
          ],
        });
      },
    };
    const extracted = await llmExtractor(model).extract({
      video: { video_id: "vid00000001", title: HEADPHONES.title },
      segments: HEADPHONES.segments,
    });
    expect(sent[0]).toMatch(/not the video title or an opening line that only announces what the video covers/);
    expect(extracted.map((p) => p.video_timestamp)).toEqual([0, 0]);
    expect(placeEvidence(HEADPHONES, extracted).map((p) => p.video_timestamp)).toEqual([74, 121]);
  });

  it("changes nothing without a transcript", () => {
    const p = product({ product_name: "WH-1000XM5", brand: "Sony", claims: "Today's video: the WH-1000XM5.", video_timestamp: 0 });
    expect(placeEvidence({ title: "t", segments: [] }, [p])).toEqual([p]);
  });
});
