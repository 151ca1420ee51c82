import type { RequestContext } from "../request-context";

/** What a service needs from the request: the database, bindings, configuration and who asks. */
export type ServiceContext = Pick<RequestContext, "env" | "d1" | "db" | "config" | "viewer"> & Partial<Pick<RequestContext, "marketplace">>;

/** Hidden channels (and their videos and products) exist only for admins. */
export const seesHidden = (rc: ServiceContext) => rc.viewer?.is_admin === true;
