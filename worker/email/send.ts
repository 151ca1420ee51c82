import type { AppConfig } from "../config";

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Links the message carries; the local log prints them in full. */
  links: string[];
}

/**
 * Outgoing mail. Locally (and until a provider is configured) every message is one log line
 * with the recipient, subject and full links, so a developer can follow a reset link.
 */
export async function sendEmail(config: AppConfig, email: Email): Promise<void> {
  const line = JSON.stringify({ to: email.to, subject: email.subject, links: email.links });
  console.log(`[email] ${line}`);
  void config;
}
