/**
 * The site icon: the same shopping-bag mark as the inline icon of app/root.tsx, as an SVG file and
 * as a 32×32 ICO (what browsers and crawlers ask /favicon.ico for), drawn here so no binary
 * asset has to be kept in sync with the SVG.
 */
import { THEME_COLOR } from "../lib/site";

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${THEME_COLOR}"/><path d="M9 11h14l-2 11H11z" fill="white"/></svg>`;

const SIZE = 32;

/** Whether pixel (x, y) (top-left origin) is inside the mark, and which colour it takes. */
function pixel(x: number, y: number): [number, number, number, number] {
  const cx = x + 0.5;
  const cy = y + 0.5;
  // The bag: a trapezoid from (9,11)-(23,11) narrowing to (11,22)-(21,22).
  const t = (cy - 11) / 11;
  const inset = 2 * t;
  if (cy >= 11 && cy <= 22 && cx >= 9 + inset && cx <= 23 - inset) return [255, 255, 255, 255];
  // Rounded square corners (radius 8): transparent outside.
  const r = 8;
  const dx = Math.max(r - cx, 0, cx - (SIZE - r));
  const dy = Math.max(r - cy, 0, cy - (SIZE - r));
  if (dx * dx + dy * dy > r * r) return [0, 0, 0, 0];
  return [0x4f, 0x46, 0xe5, 255];
}

/** An ICO file holding one 32-bit BMP image. */
export function faviconIco(): ArrayBuffer {
  const pixels = SIZE * SIZE * 4;
  const mask = SIZE * 4; // 1 bit per pixel, rows padded to 4 bytes: 32 px = 4 bytes per row
  const image = 40 + pixels + mask;
  const bytes = new Uint8Array(6 + 16 + image);
  const view = new DataView(bytes.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  bytes[6] = SIZE;
  bytes[7] = SIZE;
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, image, true);
  view.setUint32(18, 22, true); // offset of the image
  const h = 22;
  view.setUint32(h, 40, true); // BITMAPINFOHEADER
  view.setInt32(h + 4, SIZE, true);
  view.setInt32(h + 8, SIZE * 2, true); // XOR image and AND mask
  view.setUint16(h + 12, 1, true);
  view.setUint16(h + 14, 32, true);
  view.setUint32(h + 20, pixels + mask, true);
  // Rows bottom-up, BGRA; the AND mask stays zero (the alpha channel decides).
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b, a] = pixel(x, y);
      const at = h + 40 + ((SIZE - 1 - y) * SIZE + x) * 4;
      bytes[at] = b;
      bytes[at + 1] = g;
      bytes[at + 2] = r;
      bytes[at + 3] = a;
    }
  }
  return bytes.buffer;
}
