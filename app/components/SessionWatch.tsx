import { useEffect } from "react";
import { useRevalidator } from "react-router";

const CHECK_MS = 60_000;

/**
 * SPEC section 4: the session's expiry is checked at load and every 60 s. Once the token has
 * expired, the page's data is reloaded: the server no longer accepts the token, so the layout
 * turns anonymous and protected pages send the visitor to /login.
 */
export function SessionWatch({ expiresAt }: { expiresAt: number }) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const check = () => {
      if (Date.now() >= expiresAt) void revalidate();
    };
    check();
    const id = setInterval(check, CHECK_MS);
    return () => clearInterval(id);
  }, [expiresAt, revalidate]);
  return null;
}
