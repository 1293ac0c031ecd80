/**
 * The one origin the site names itself by in feeds, calendar UIDs and the document's links:
 * PUBLIC_URL, or without it the address the server listens on. Never a request's Host or
 * X-Forwarded-Host: any client writes those, and a feed fetched by another name would differ.
 */
import type { Server } from "node:http";
import type { Config } from "./config.js";

/** `http://HOST:PORT`, with the port the server really got when PORT is 0 (tests and inject use the configured one). */
export function fallbackOrigin(config: Pick<Config, "host" | "port">, server?: Server): string {
  const address = server?.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}

/** The site's origin for `config`, read when first needed (after listen, so PORT=0 has its port). */
export function publicOrigin(config: Pick<Config, "host" | "port" | "publicUrl">, server?: Server): string {
  return config.publicUrl ?? fallbackOrigin(config, server);
}

/** Logged once at start when PUBLIC_URL is unset. */
export function publicUrlUnsetMessage(origin: string): string {
  return `PUBLIC_URL is not set: feeds, calendar UIDs and the document's links name the site ${origin}; set PUBLIC_URL to the address visitors use (for example https://cse.example.edu)`;
}
