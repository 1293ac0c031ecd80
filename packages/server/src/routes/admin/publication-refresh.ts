/**
 * POST /admin/api/publication-refresh starts a publications refresh in the background (202 with
 * its state; 409 while one runs; 404 for a faculty id without a profile), GET answers its progress
 * and summary. For the roles that publish (access `refreshPublications`); the CSRF token keeps
 * another page from making a publisher's browser start one.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { facultyProfileExists } from "../../auth/faculty-account.js";
import { HttpError } from "../../http-error.js";
import { RefreshJob } from "../../publications/refresh-job.js";
import type { RefreshOptions } from "../../publications/store.js";
import { adminRoute } from "./admin-route.js";
import type { AdminContext } from "./entries.js";

export async function publicationRefreshRoutes(
  app: FastifyInstance,
  {
    allow,
    log,
    urls,
    limits,
  }: Pick<AdminContext, "allow" | "log"> & { urls: RefreshOptions["urls"]; limits: RefreshOptions["limits"] },
): Promise<void> {
  const job = new RefreshJob(app.database, urls, () => app.content.refreshNow(), limits);
  // Closing stops a running refresh (it ends "failed: stopped") instead of waiting minutes for it.
  app.addHook("onClose", async () => job.stop());
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({ ...adminRoute("publicationRefresh", allow), handler: async () => job.state });

  api.route({
    ...adminRoute("startPublicationRefresh", allow),
    handler: async (request, reply) => {
      const { faculty, publish } = request.body;
      if (job.busy)
        throw new HttpError(409, "conflict", "A publications refresh is running already; wait for it to finish.");
      if (faculty !== undefined && !(await facultyProfileExists(app.database.db, faculty)))
        throw new HttpError(404, "not_found", `No faculty profile has the id "${faculty}".`);
      await log(
        request,
        "publications refresh started",
        `${faculty ?? "every faculty member"}${publish ? ", publishing the results" : ", as drafts"}`,
      );
      const state = job.start({
        publish,
        actor: request.account!.email,
        address: request.ip,
        ...(faculty !== undefined ? { faculty } : {}),
      });
      return reply.code(202).send(state);
    },
  });
}
