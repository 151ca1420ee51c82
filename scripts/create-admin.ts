/** `npm run create-admin -- EMAIL PASSWORD`: creates the account if needed and makes it an admin, in the local D1. */
import { ensureUser, migrateLocal } from "./lib/local-stack.ts";

const [email, password] = process.argv.slice(2);
const usage = "Usage: npm run create-admin -- EMAIL PASSWORD";

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(1);
}

if (!email || !password) fail("Both EMAIL and PASSWORD are required.");
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) fail(`Not an e-mail address: ${email}`);
if (password.length < 8) fail("Password must be at least 8 characters long.");
if (password.length > 128) fail("Password must be at most 128 characters long.");

await migrateLocal();
const result = await ensureUser({ email, password, isAdmin: true });
const lower = email.toLowerCase();
console.log(
  result === "created"
    ? `Created admin ${lower}.`
    : result === "updated"
      ? `${lower} already existed: it is now an admin (password unchanged).`
      : `${lower} is already an admin (password unchanged).`,
);
