/**
 * Names in reading order, whatever their case or accents ("beta Beauty" between "Alpha" and
 * "Gamma"). One collator for all: `localeCompare` with options builds a collator per call, which
 * made sorting the 200 creator options cost 4 ms of CPU per request.
 */
const collator = new Intl.Collator("en", { sensitivity: "base" });

export const compareNames = (a: string, b: string): number => collator.compare(a, b);

export const byChannelName = (a: { channel_name: string }, b: { channel_name: string }): number =>
  collator.compare(a.channel_name, b.channel_name);
