/**
 * GET /admin/api/translations (issue 27): the site's languages and the entries with translations
 * missing or outdated (editor/translations.ts), for the editor's Translations page and its forms.
 * Every role reads it (access `readTranslations`); a faculty account sees only its own profile.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { translationsFor } from "../../editor/translations.js";
import { adminRoute } from "./admin-route.js";
import type { AdminContext } from "./entries.js";

export async function translationRoutes(app: FastifyInstance, { allow }: Pick<AdminContext, "allow">): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...adminRoute("translations", allow),
    handler: async (request) => translationsFor(app.database.db, request.account!),
  });
}
