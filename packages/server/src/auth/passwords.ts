/**
 * Password hashing with argon2id (@node-rs/argon2, a maintained binding of the reference code) at
 * the library's defaults, which are OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane.
 */
import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** `Algorithm.Argon2id`: the enum is a const enum, which our module settings cannot read. */
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A hash of nothing anyone knows: an unknown or disabled account costs the same time to refuse. */
let decoy: Promise<string> | undefined;

/** Whether `password` matches `stored`; with no stored hash it spends the same time and says no. */
export async function checkPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
