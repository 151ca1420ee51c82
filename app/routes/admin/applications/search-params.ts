/**
 * The "Creator Applications" tab's addresses: ?status=pending|approved|rejected|all&page=n for the
 * list, ?storefront=id for the storefront editor an approval opens.
 */
export const APPLICATION_FILTERS = ["pending", "approved", "rejected", "all"] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];
export const APPLICATIONS_PAGE = 20;

export const APPLICATIONS_TAB = "/admin/applications";

export const listUrl = (filter: ApplicationFilter, page = 1) => `${APPLICATIONS_TAB}?status=${filter}${page > 1 ? `&page=${page}` : ""}`;
export const editorAction = (storefrontId: string) => `${APPLICATIONS_TAB}?storefront=${encodeURIComponent(storefrontId)}`;
export const editorUrl = (storefrontId: string) => `${editorAction(storefrontId)}#storefront-editor`;
