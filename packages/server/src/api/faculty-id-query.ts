/** A faculty id in a query parameter, checked: the faculty detail's `id` and the publications' `faculty` (public routes and a draft's preview). */
import { facultyId } from "@dept/contract";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../http-error.js";

/** The query parameter `name` as a faculty id, undefined when absent or empty; 400 when malformed. */
export function facultyIdParameter(query: unknown, name: string, label: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw new HttpError(400, "bad_request", `Give the ${name} query parameter once.`);
  if (value.length > 200) throw new HttpError(400, "bad_request", `The ${label} is longer than 200 characters.`);
  const parsed = facultyId.safeParse(value);
  if (!parsed.success)
    throw new HttpError(400, "bad_request", `The ${label} may only hold letters, digits, '.', '_' and '-'.`);
  return parsed.data;
}

export function facultyIdFrom(request: FastifyRequest): string {
  const id = facultyIdParameter(request.query, "id", "id");
  if (id === undefined) throw new HttpError(400, "bad_request", "The id query parameter is required.");
  return id;
}
