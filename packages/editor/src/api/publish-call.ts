/**
 * Publishing from the editor: the request names the revision the publisher saw, and is sent again
 * when no answer came (the connection dropped, or a proxy found the server gone). The server may
 * have published it before the connection dropped; it answers the repeat with that publication
 * instead of an error or a second one, so a click is never lost and never doubled.
 */
import type { PublishAnswer } from "@dept/contract";
import { adminCall, ApiError } from "../lib/api-client";

export const PUBLISH_TRIES = 3;
/**
 * No answer from the server: no connection at all (status 0, lib/api-client.ts), or a proxy's answer when the
 * server behind it is gone or busy. The publish may or may not have happened.
 */
const NO_ANSWER = new Set([0, 502, 503, 504]);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function publishRevision(
  id: string,
  revision: string,
  wait: (ms: number) => Promise<void> = pause,
): Promise<PublishAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await adminCall("publishEntry", { params: { id }, body: { revision } });
    } catch (caught) {
      const unanswered = !(caught instanceof ApiError) || NO_ANSWER.has(caught.status);
      if (!unanswered || attempt >= PUBLISH_TRIES) throw caught;
      await wait(1000 * attempt);
    }
  }
}
