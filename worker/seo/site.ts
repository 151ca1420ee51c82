/** The site's public name: page titles, the web app manifest, feeds. */
export const SITE_NAME = "CreatorPicks";
