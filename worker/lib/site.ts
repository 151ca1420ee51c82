/** The site's public name: page titles, the web app manifest, feeds. */
export const SITE_NAME = "CreatorPicks";

/** The brand colour: the icon, the manifest and the browser UI (theme-color). */
export const THEME_COLOR = "#4f46e5";
