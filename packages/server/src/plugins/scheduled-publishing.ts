/**
 * Scheduled publishing as a service: from the moment the app is ready until it closes, the
 * schedules that are due (editor/schedule.ts) are applied every SCHEDULE_CHECK_MS, and once at
 * start, so a time that passed while no server ran is applied then. A publication it makes is
 * served by this instance at once (another instance within CONTENT_POLL_MS).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { applyDueSchedules } from "../editor/schedule.js";

/** An entry goes live within this long of its time. */
export const SCHEDULE_CHECK_MS = 15_000;

export const scheduledPublishing = fp(async (app: FastifyInstance) => {
  const applySchedules = async () => {
    try {
      const result = await applyDueSchedules(app.database);
      if (!result) return;
      await app.content.refreshNow();
    } catch (error) {
      app.log.warn({ err: error }, "scheduled publishing failed; retrying at the next check");
    }
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => void applySchedules(), SCHEDULE_CHECK_MS);
    timer.unref();
    void applySchedules();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
