/** The text cut to at most `max` characters, an ellipsis marking the cut: for what is stored or shown with a length cap. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
