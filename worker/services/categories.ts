// The statements that keep the categories table live with the SQL (worker/db/queries/categories.ts);
// the channel service, the pipeline and the bench generator still import them from here.
export { ADD_CHANNEL_CATEGORIES_SQL, PRUNE_CATEGORIES_SQL, REBUILD_CATEGORIES_SQL } from "../db/queries/categories";
