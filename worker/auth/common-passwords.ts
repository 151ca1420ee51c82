/**
 * The most common passwords (49,000 of them, most common first) from zxcvbn-ts's maintained
 * dictionary, refused at registration, reset and change: the first ones an attacker tries.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Choose one that is harder to guess.";

let common: Set<string> | undefined;

export function commonPasswordCount(): number {
  common ??= new Set(dictionary["passwords-common"]);
  return common.size;
}

/** Case-insensitive: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}
