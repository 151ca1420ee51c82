/** The pieces of setting up two-factor authentication, shared by the login flow and the account page. */

/** The secret to type into an authenticator app, and the otpauth link a phone's app opens. */
export function SecretKey({ secret, uri }: { secret: string; uri: string }) {
  const grouped = secret.match(/.{1,4}/g)?.join(" ") ?? secret;
  return (
    <div className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm">
      <p className="text-gray-700">Setup key</p>
      <p className="mt-1 select-all font-mono text-base tracking-wide" data-testid="totp-secret">
        {grouped}
      </p>
      <a href={uri} className="link mt-2 inline-block">
        Open in an authenticator app on this device
      </a>
    </div>
  );
}

export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-3 text-sm">
      <p className="text-gray-700">
        Each of these codes signs you in once if you lose your authenticator. Keep them somewhere safe: they are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((c) => (
          <li key={c} className="rounded bg-gray-100 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
    </div>
  );
}
