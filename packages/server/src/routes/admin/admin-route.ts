/**
 * Registers the contract's admin routes (adminApi) with their schemas: Fastify validates the path
 * parameters, query and body with them before a handler runs, after the account was let in (the
 * guard is a preValidation hook, so a caller without the right learns nothing about what it sent).
 * A parameter that can name nothing is a 404 in our error shape, without echoing what was sent; a
 * malformed body or query a 400 `invalid_body` (or the route's own code) naming the field.
 */
import { adminApi, type AccessAction, type AdminRoute, type AdminRouteName } from "@dept/contract";
import type { FastifyRequest, FastifySchemaCompiler, RouteOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { HttpError } from "../../http-error.js";

/** What a path parameter names, for the 404 of one that names nothing. */
const NOTHING: Readonly<Record<string, string>> = {
  email: "No such account.",
  collection: "No such collection.",
  id: "No such entry.",
  version: "No such publication.",
};

/** Route option `schemaErrorFormatter`: the first problem, in our error shape. */
export const invalidRequest =
  (route: Pick<AdminRoute, "invalid">): NonNullable<RouteOptions["schemaErrorFormatter"]> =>
  (errors, part) => {
    const first = errors[0];
    // The validator's `instancePath` is the zod issue's path, `/`-joined.
    const field = first ? first.instancePath.slice(1).split("/").join(".") : "";
    if (part === "params")
      return new HttpError(404, "not_found", NOTHING[field.split(".")[0]!] ?? "Nothing is served at this address.");
    const message = first?.message ?? "The request is not valid.";
    return new HttpError(400, route.invalid ?? "invalid_body", field ? `${field}: ${message}` : message);
  };

/** The zod validator, reading a request without a body as `{}` (a form with no fields). */
export const adminValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === "body" ? (data) => validate(data ?? {}) : validate;
};

/** The guard of a route: a signed-in, enabled account that `can` do `action`. */
export type Guard = (action: AccessAction) => (request: FastifyRequest) => Promise<void>;

type RouteOf<N extends AdminRouteName> = (typeof adminApi)[N];
type SchemaOf<R> = {
  params: R extends { params: infer P } ? P : undefined;
  querystring: R extends { query: infer Q } ? Q : undefined;
  body: R extends { body: infer B } ? B : undefined;
};

/**
 * The options of route `name` for `app.withTypeProvider<ZodTypeProvider>().route({ ...adminRoute(name, allow), handler })`:
 * method, path, schemas and guard from the contract, so the handler's `request.params`, `query` and `body` are typed and checked.
 */
export function adminRoute<N extends AdminRouteName>(name: N, allow: Guard) {
  const route: AdminRoute = adminApi[name];
  // Only the parts the route has: Fastify warns about a part named without a schema.
  const parts = { params: route.params, querystring: route.query, body: route.body };
  const schema = Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined)) as SchemaOf<
    RouteOf<N>
  >;
  return {
    method: route.method,
    url: route.path,
    schema,
    schemaErrorFormatter: invalidRequest(route),
    ...(route.access ? { preValidation: allow(route.access) } : {}),
  };
}
