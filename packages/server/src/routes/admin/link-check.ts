/**
 * POST /admin/api/link-check: the broken-link check (editor/link-check.ts), for the roles that
 * publish. It runs only when asked; the answer lists the links that failed and where they are used.
 * A POST because it sends requests to other sites: the CSRF token keeps another page from making a
 * signed-in publisher's browser start it.
 */
import type { LinkCheckResult } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { checkLinks, collectLinks, linkSources } from "../../editor/link-check.js";
import type { GuardedClient } from "../../net/guarded-fetch.js";
import { adminRoute } from "./admin-route.js";
import type { AdminContext } from "./entries.js";

/** `client` is given by tests only (AppOptions.outgoingClient); without it the production guarded client is used. */
export async function linkCheckRoutes(
  app: FastifyInstance,
  { allow, log, client }: Pick<AdminContext, "allow" | "log"> & { client?: GuardedClient },
): Promise<void> {
  const { db } = app.database;
  // One check at a time on this instance: a second click, or a second publisher, waits for the
  // running check's answer instead of sending every request again.
  let running: Promise<LinkCheckResult> | undefined;

  app.withTypeProvider<ZodTypeProvider>().route({
    ...adminRoute("checkLinks", allow),
    handler: async (request) => {
      running ??= (async () => checkLinks(collectLinks(await linkSources(db)), { client }))().finally(() => {
        running = undefined;
      });
      const result = await running;
      await log(
        request,
        "links checked",
        `${result.total} links: ${result.ok} ok, ${result.broken.length} broken, ${result.notChecked.length} not checked`,
      );
      return result;
    },
  });
}
