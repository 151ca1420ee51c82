/** Who is asking: the claims of a valid, unrevoked token, or null for an anonymous visitor. */
export interface Viewer {
  user_id: string;
  email: string;
  is_admin: boolean;
}
