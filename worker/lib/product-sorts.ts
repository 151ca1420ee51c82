/** The orders a product list can take; the API, the service, the SQL and the products page share them. */
export const productSorts = ["recent", "rating", "price_asc", "price_desc"] as const;
export type ProductSort = (typeof productSorts)[number];
