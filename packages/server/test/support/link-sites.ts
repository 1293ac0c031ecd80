/**
 * Local sites for the link-check tests, and the test-only guarded client that may reach them: the
 * production client refuses every address these listen on. Nothing here contacts another machine.
 */
import { lookup } from "node:dns/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { guardedClient, type GuardedClient } from "../../src/net/guarded-fetch.js";

/** The name tests give their local site; only the test resolver knows it (127.0.0.1). */
export const SITE_HOST = "links.test";

export interface Site {
  port: number;
  /** `http://links.test:PORT`, for the test client. */
  base: string;
  hits: { method: string; path: string; userAgent: string | undefined }[];
  /** The most requests /slow had in flight at once. */
  mostAtOnce: number;
  /** Whether the endless body of /stream was given up by the client. */
  streamClosed: boolean;
  close(): Promise<void>;
}

/**
 * A site with a path for each way a link can answer; any other path is a 404. It listens on
 * 127.0.0.1 and, where the machine has IPv6, on ::1 with the same port: so 127.0.0.1, 0.0.0.0,
 * [::ffff:127.0.0.1], [::1] and [::] all reach it, and a refused request would show as a hit.
 */
export async function startSite(): Promise<Site> {
  let inFlight = 0;
  const site = { hits: [], mostAtOnce: 0, streamClosed: false } as unknown as Site;
  const handle: http.RequestListener = (request, response) => {
    const path = new URL(request.url!, "http://site").pathname;
    site.hits.push({ method: request.method!, path, userAgent: request.headers["user-agent"] });
    const status = (code: number) => {
      response.writeHead(code);
      response.end();
    };
    const redirect = (location: string) => {
      response.writeHead(302, { location });
      response.end();
    };
    switch (path) {
      case "/ok":
        return response.end("fine");
      case "/moved":
        return redirect("/ok");
      case "/loop":
        return redirect("/loop");
      case "/to-internal":
        // Where the redirect points comes with the request: the tests name the internal address.
        return redirect(new URL(request.url!, "http://site").searchParams.get("to")!);
      case "/broken":
        return status(500);
      case "/no-head":
        return request.method === "HEAD" ? status(405) : response.end("a page that refuses HEAD");
      case "/robots-refused":
        return status(999);
      case "/hang":
        return; // never answers
      case "/stream": {
        if (request.method === "HEAD") return status(405);
        // A body without end: the check must not read it.
        response.writeHead(200, { "content-type": "text/plain" });
        const timer = setInterval(() => response.write("x".repeat(1024)), 5);
        response.on("close", () => {
          clearInterval(timer);
          site.streamClosed = true;
        });
        return;
      }
      case "/slow": {
        inFlight += 1;
        site.mostAtOnce = Math.max(site.mostAtOnce, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          response.end("slow but fine");
        }, 60);
        return;
      }
      default:
        return status(404);
    }
  };
  const servers = [http.createServer(handle)];
  await new Promise<void>((resolve) => servers[0]!.listen(0, "127.0.0.1", resolve));
  site.port = (servers[0]!.address() as AddressInfo).port;
  const v6 = http.createServer(handle);
  await new Promise<void>((resolve) => {
    v6.once("error", () => resolve()); // no IPv6 here: the v4 server alone
    v6.listen(site.port, "::1", () => {
      servers.push(v6);
      resolve();
    });
  });
  site.base = `http://${SITE_HOST}:${site.port}`;
  site.close = async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  };
  return site;
}

/** A port nothing listens on: one the system just gave out and took back. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A resolver that knows `names` itself and asks the system for any other name (such as a `.invalid` one). */
export function testResolver(names: Record<string, string[]>): (hostname: string) => Promise<string[]> {
  return async (hostname) => names[hostname] ?? (await lookup(hostname, { all: true })).map((entry) => entry.address);
}

/** The test-only client: links.test is 127.0.0.1, and 127.0.0.1 on the site's port (and `ports`) is let through. */
export function siteClient(site: Site, ports: number[] = []): GuardedClient {
  return guardedClient({
    resolve: testResolver({ [SITE_HOST]: ["127.0.0.1"] }),
    allow: { addresses: ["127.0.0.1"], ports: [site.port, ...ports] },
  });
}
