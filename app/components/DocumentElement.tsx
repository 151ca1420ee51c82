import type { ReactNode } from "react";

/**
 * The page's <html> element. The server renders it, and so does React in `vite dev`. The production
 * browser bundle runs on Preact (docs/decisions/0006), which hydrates the document *into* <html>,
 * so there it renders only the children, <head> and <body>.
 */
export function DocumentElement({ lang, children }: { lang: string; children: ReactNode }) {
  return import.meta.env.SSR || import.meta.env.DEV ? <html lang={lang}>{children}</html> : <>{children}</>;
}
