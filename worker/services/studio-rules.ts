/** The studio's limits, shared by the service and the studio's forms (constants only: the pages' bundle imports them). */
export const HEADLINE_MAX = 120;
export const BIO_MAX = 500;
export const NOTE_MAX = 140;
export const COLLECTION_MAX = 40;

/** The studio's two ranges (ending today, UTC). */
export const STUDIO_RANGES = [30, 90] as const;
export type StudioRange = (typeof STUDIO_RANGES)[number];

/** Products per page of the studio's product list (a big channel's storefront draws from thousands). */
export const STUDIO_PRODUCTS_PAGE = 100;
