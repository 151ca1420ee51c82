import { z } from "zod";
import { unauthorized } from "../lib/errors";
import type { RequestContext } from "../request-context";

/** What a service needs from the request: the database, bindings, configuration and who asks. */
export type ServiceContext = Pick<RequestContext, "env" | "db" | "config" | "viewer"> & Partial<Pick<RequestContext, "marketplace">>;

/** Hidden channels (and their videos and products) exist only for admins. */
export const seesHidden = (rc: ServiceContext) => rc.viewer?.is_admin === true;

/** Who asks, for a service that only a signed-in user may call. */
export function signedIn(rc: Pick<ServiceContext, "viewer">): NonNullable<ServiceContext["viewer"]> {
  if (!rc.viewer) throw unauthorized();
  return rc.viewer;
}

/**
 * The incoming request, for a service that reads who sends it (the network that rate limits count,
 * the known-device cookie): a field of the service's input, next to what the person sent.
 */
export const incomingRequest = z.instanceof(Request);
