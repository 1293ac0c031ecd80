/**
 * Sign-in throttling that an attacker cannot turn against an account's owner (OWASP ASVS 2.2.1:
 * anti-automation without lock-out). The counters are in the database, shared by every instance.
 *
 * - Per address: SIGN_IN_PER_ADDRESS attempts for any accounts in the window, then 429.
 * - Per account and address: SIGN_IN_PER_PAIR attempts without a successful sign-in, then 429 for
 *   that pair only, so an attacker's addresses are stopped and the owner's are not.
 * - Per account, from all addresses: once SIGN_IN_DELAY_AFTER attempts failed in the window, each
 *   further attempt for it waits before its password is checked, from SIGN_IN_DELAY_FIRST_MS
 *   doubling up to SIGN_IN_DELAY_MAX_MS. It slows guessing down and never refuses: the owner waits
 *   two seconds at most. (A refusal per account is what let anyone lock anyone out.)
 *
 * Unknown accounts count like existing ones, so neither the answers nor the waits tell them apart.
 * Addresses are compared as @fastify/rate-limit does: IPv6 by its /64.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { clearCount, countHit, readCount, type Count } from "../db/rate-limit-repository.js";
import type { Database } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import { counterError, counterKey } from "./rate-limit-store.js";

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_PER_ADDRESS = 30;
export const SIGN_IN_PER_PAIR = 5;
export const SIGN_IN_DELAY_AFTER = 10;
export const SIGN_IN_DELAY_FIRST_MS = 250;
export const SIGN_IN_DELAY_MAX_MS = 2000;

/** The wait before an attempt for an account with `failures` failed attempts in the window. */
export function accountDelayMs(failures: number): number {
  if (failures < SIGN_IN_DELAY_AFTER) return 0;
  return Math.min(SIGN_IN_DELAY_MAX_MS, SIGN_IN_DELAY_FIRST_MS * 2 ** (failures - SIGN_IN_DELAY_AFTER));
}

/** How a delayed attempt waits: an object so a test can record the delays instead of sleeping. */
export const signInDelay = { wait: (ms: number): Promise<unknown> => sleep(ms) };

async function counted<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw counterError(error);
  }
}

function tooMany(reply: FastifyReply, count: Count, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil((count.resetsAt - Date.now()) / 1000));
  reply.header("Retry-After", String(seconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    "too_many_requests",
    `Too many sign-in attempts ${what}. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
  );
}

export class SignInThrottle {
  /** `secret` keys the counters (rate-limit-store.ts: the table holds no address or email). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
  ) {}

  private keys(address: string, email: string) {
    const from = normalizeIP(address);
    const key = (name: string) => counterKey(this.secret, name);
    return {
      address: key(`sign-in address ${from}`),
      pair: key(`sign-in pair ${email} ${from}`),
      account: key(`sign-in account ${email}`),
    };
  }

  /** Before the password is checked: counts the attempt, refuses it with a 429, or holds it a while. */
  async admit(reply: FastifyReply, address: string, email: string): Promise<void> {
    const key = this.keys(address, email);
    const fromAddress = await counted(countHit(this.db, key.address, SIGN_IN_WINDOW_MS));
    if (fromAddress.count > SIGN_IN_PER_ADDRESS) throw tooMany(reply, fromAddress, "from this address");
    const pair = await counted(countHit(this.db, key.pair, SIGN_IN_WINDOW_MS));
    if (pair.count > SIGN_IN_PER_PAIR) throw tooMany(reply, pair, "for this account from this address");
    const failures = await counted(readCount(this.db, key.account));
    const delay = accountDelayMs(failures.count);
    if (delay > 0) await signInDelay.wait(delay);
  }

  async failed(address: string, email: string): Promise<void> {
    await counted(countHit(this.db, this.keys(address, email).account, SIGN_IN_WINDOW_MS));
  }

  /** The owner is in: their address starts afresh for this account (the account's failures run out). */
  async succeeded(address: string, email: string): Promise<void> {
    await counted(clearCount(this.db, this.keys(address, email).pair));
  }
}
