/**
 * The typed API client: one GET per route of the contract's table, the answer parsed with the
 * route's zod schema so a bad server answer fails here, at the edge, not deep in a component.
 */
import { apiRoutes, type ApiResponse, type ApiRouteName } from "@dept/contract";
import { API_BASE } from "../config/env";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function fetchRoute<Name extends ApiRouteName>(
  name: Name,
  options: { query?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<ApiResponse<Name>> {
  const route = apiRoutes[name];
  const search = options.query ? `?${new URLSearchParams(options.query)}` : "";
  const url = `${API_BASE}${route.path}${search}`;
  const response = await fetch(url, { signal: options.signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new ApiError(`GET ${route.path} answered ${response.status}`, response.status);
  const parsed = route.response.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(`GET ${route.path} answered an unexpected shape: ${parsed.error.message}`, response.status);
  return parsed.data as ApiResponse<Name>;
}
