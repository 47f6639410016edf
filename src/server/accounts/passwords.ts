import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's recommended minimum. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** Security answers compare trimmed and lower-cased (DECISIONS.md). */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase().replace(/\s+/g, ' ');
}

let decoyHash: Promise<string> | undefined;
/**
 * Verifies against a fixed hash so that an unknown account costs the same time as a known one
 * (no timing difference tells whether an e-mail address has an account).
 */
export async function spendVerifyTime(secret: string): Promise<false> {
  decoyHash ??= hashSecret('voxpert-decoy-secret');
  await verifySecret(await decoyHash, secret);
  return false;
}

let common: Set<string> | undefined;
/** The 49,000 most common passwords of zxcvbn's list (maintained package, not a hand-written list). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}
