/** The faculty detail's `id` query parameter, checked: the public route and a draft's preview read it. */
import { facultyId } from "@dept/contract";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../http-error.js";

export function facultyIdFrom(request: FastifyRequest): string {
  const { id } = request.query as Record<string, unknown>;
  if (id === undefined || id === "") throw new HttpError(400, "bad_request", "The id query parameter is required.");
  if (typeof id !== "string") throw new HttpError(400, "bad_request", "Give the id query parameter once.");
  if (id.length > 200) throw new HttpError(400, "bad_request", "The id is longer than 200 characters.");
  const parsed = facultyId.safeParse(id);
  if (!parsed.success) throw new HttpError(400, "bad_request", "The id may only hold letters, digits, '.', '_' and '-'.");
  return parsed.data;
}
