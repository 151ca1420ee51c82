/** Small SVG drawings for images the app serves itself, so pages work without the internet. */

const PALETTE = ["#2563eb", "#7c3aed", "#db2777", "#dc2626", "#ea580c", "#ca8a04", "#16a34a", "#0d9488", "#0891b2", "#4f46e5"] as const;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A stable colour per id, so an image looks the same on every visit. */
export function colourFor(id: string): string {
  return PALETTE[hash(id) % PALETTE.length] ?? PALETTE[0];
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}` : name.slice(0, 2);
  return letters.toUpperCase() || "?";
}

/** Greedy word wrap into at most `maxLines` lines, the last one ellipsised if needed. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? "").slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines.map((l, i) => `<text x="${x}" y="${y + i * size * 1.25}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`).join("");
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif"`;

export function avatarSvg(id: string, name: string): string {
  const bg = colourFor(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(name)}"><rect width="240" height="240" rx="120" fill="${bg}"/><text x="120" y="142" font-size="84" font-weight="700" text-anchor="middle" fill="#fff" ${FONT}>${escapeXml(initials(name))}</text></svg>`;
}

export function thumbnailSvg(id: string, title: string, caption: string): string {
  const bg = colourFor(id);
  const lines = wrap(title, 26, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="290" r="34" fill="#ffffff" fill-opacity="0.9"/><path d="M550 272 L576 290 L550 308 Z" fill="${bg}"/>${textLines(lines, 40, 90, 38, `font-weight="700" fill="#fff" ${FONT}`)}<text x="40" y="320" font-size="22" fill="#e5e7eb" ${FONT}>${escapeXml(caption)}</text></svg>`;
}

export function productSvg(id: string, title: string): string {
  const bg = colourFor(id);
  const lines = wrap(title, 22, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(title)}"><rect width="400" height="400" fill="#f8fafc"/><rect x="110" y="60" width="180" height="180" rx="28" fill="${bg}"/><rect x="140" y="90" width="120" height="120" rx="18" fill="#ffffff" fill-opacity="0.25"/><text x="200" y="172" font-size="56" font-weight="700" text-anchor="middle" fill="#fff" ${FONT}>${escapeXml(initials(title))}</text>${textLines(lines, 200, 290, 22, `text-anchor="middle" fill="#1f2937" ${FONT}`)}</svg>`;
}

/** For ids we do not know: a plain placeholder rather than a broken image. */
export function neutralSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="No image"><rect width="${width}" height="${height}" fill="#e5e7eb"/></svg>`;
}
