/**
 * The files under deploy/ as an administrator installs them: the nginx example checked by `nginx -t`
 * and then run in front of the real app with a self-signed certificate (HTTPS, HSTS from the
 * app through X-Forwarded-Proto, /metrics kept private); the systemd units by `systemd-analyze
 * verify`. Each part runs only where its command exists, and its name says when it was skipped.
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { appWithTestPack } from "./support/test-app.js";
import { tempDir } from "./support/test-pack.js";

const run = promisify(execFile);
const deployDir = path.resolve(import.meta.dirname, "../../../deploy");

function has(command: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], {
      stdio: "ignore",
      env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` },
    });
    return true;
  } catch {
    return false;
  }
}

const nginx = has("nginx") && has("openssl");
const caddy = has("caddy");
const systemd = has("systemd-analyze");
const METRICS_TOKEN = "a-token-for-the-remote-scraper";

/** The spellings of the metrics path a visitor might try past a rule that matched `/metrics` exactly. */
const METRICS_SPELLINGS = [
  "/metrics",
  "/metrics/",
  "/metrics?x=1",
  "/metrics/?x=1",
  "//metrics",
  "/%6detrics",
  "/x/../metrics",
];
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function get(
  port: number,
  url: string,
  headers: Record<string, string> = {},
  client: typeof https | typeof http = https,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    // The certificate is self-signed for this test: not checked.
    const request = client.get(
      {
        host: "127.0.0.1",
        port,
        path: url,
        servername: "cse.example.edu",
        headers: { host: "cse.example.edu", ...headers },
        rejectUnauthorized: false,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers }));
      },
    );
    request.on("error", reject);
  });
}

describe(nginx ? "the nginx example" : "the nginx example (skipped: nginx or openssl is not installed)", () => {
  it.skipIf(!nginx)(
    "passes nginx -t and serves the site over HTTPS with HSTS, keeping /metrics private",
    async () => {
      const dir = tempDir("nginx");
      dirs.push(dir);
      const { app, close } = await appWithTestPack({ trustProxy: 1, metricsToken: METRICS_TOKEN });
      try {
        await app.listen({ port: 0, host: "127.0.0.1" });
        const appPort = (app.server.address() as AddressInfo).port;
        await run("openssl", [
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=cse.example.edu",
          "-keyout",
          path.join(dir, "key.pem"),
          "-out",
          path.join(dir, "cert.pem"),
        ]);
        const [httpPort, httpsPort] = [await freePort(), await freePort()];
        // The example as shipped, with this machine's certificate, ports and app address.
        const site = fs
          .readFileSync(path.join(deployDir, "nginx.conf"), "utf8")
          .replaceAll("/etc/letsencrypt/live/cse.example.edu/fullchain.pem", path.join(dir, "cert.pem"))
          .replaceAll("/etc/letsencrypt/live/cse.example.edu/privkey.pem", path.join(dir, "key.pem"))
          .replace(/listen (\[::\]:)?80;/g, (_all, v6: string | undefined) =>
            v6 ? "" : `listen 127.0.0.1:${httpPort};`,
          )
          .replace(/listen (\[::\]:)?443 ssl http2;/g, (_all, v6: string | undefined) =>
            v6 ? "" : `listen 127.0.0.1:${httpsPort} ssl http2;`,
          )
          .replace("server 127.0.0.1:8080;", `server 127.0.0.1:${appPort};`);
        fs.writeFileSync(path.join(dir, "site.conf"), site);
        fs.writeFileSync(
          path.join(dir, "nginx.conf"),
          `${process.getuid?.() === 0 ? "user root;\n" : ""}pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n` +
            ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
              .map((kind) => `  ${kind}_temp_path ${dir}/${kind};\n`)
              .join("") +
            `  include ${dir}/site.conf;\n}\n`,
        );
        const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "stderr"];
        const check = await run("nginx", ["-t", ...args], {
          env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` },
        });
        expect(check.stderr).toContain("test is successful");

        const server = spawn("nginx", [...args, "-g", "daemon off;"], {
          stdio: "ignore",
          env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` },
        });
        try {
          let home: Awaited<ReturnType<typeof get>> | undefined;
          for (let attempt = 0; attempt < 50 && !home; attempt += 1)
            home = await get(httpsPort, "/healthz").catch(
              () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100)),
            );
          expect(home?.status).toBe(200);
          expect(home?.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
          for (const url of METRICS_SPELLINGS) expect((await get(httpsPort, url)).status, url).toBe(404);
          // A scraper with a token gets through to the app, which checks it (metrics.test.ts).
          const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
          expect((await get(httpsPort, "/metrics", auth)).status).toBe(200);
          expect((await get(httpsPort, "/metrics/", auth)).status).toBe(200);
        } finally {
          server.kill("SIGTERM");
        }
      } finally {
        await close();
      }
    },
    120_000,
  );
});

describe("the proxies' metrics rules as written", () => {
  it("match /metrics as a prefix, never exactly", () => {
    const nginxConf = fs.readFileSync(path.join(deployDir, "nginx.conf"), "utf8");
    expect(nginxConf).toMatch(
      /\n\s*location \^~ \/metrics \{\n\s*if \(\$http_authorization !~ "\^Bearer "\) \{\n\s*return 404;/,
    );
    expect(nginxConf).not.toMatch(/location\s*=\s*\/metrics/);
    const caddyfile = fs.readFileSync(path.join(deployDir, "Caddyfile"), "utf8");
    expect(caddyfile).toMatch(
      /@metricsWithoutToken \{\n\s*path \/metrics\*\n\s*not header Authorization "Bearer \*"\n\s*\}\n\s*respond @metricsWithoutToken 404/,
    );
    expect(caddyfile).not.toMatch(/respond \/metrics 404/);
  });
});

describe(caddy ? "the Caddy example" : "the Caddy example (skipped: caddy is not installed)", () => {
  it.skipIf(!caddy)(
    "passes caddy validate and keeps every spelling of /metrics private",
    async () => {
      const dir = tempDir("caddy");
      dirs.push(dir);
      const { app, close } = await appWithTestPack({ trustProxy: 1, metricsToken: METRICS_TOKEN });
      const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
      try {
        const shipped = path.join(dir, "Caddyfile.shipped");
        fs.copyFileSync(path.join(deployDir, "Caddyfile"), shipped);
        const validated = await run("caddy", ["validate", "--config", shipped, "--adapter", "caddyfile"], { env });
        expect(`${validated.stdout}${validated.stderr}`).toMatch(/Valid configuration/);

        await app.listen({ port: 0, host: "127.0.0.1" });
        const appPort = (app.server.address() as AddressInfo).port;
        const port = await freePort();
        // The example as shipped, over plain HTTP on a local port (no certificate), without the admin API.
        const local = fs
          .readFileSync(shipped, "utf8")
          .replace("cse.example.edu {", `{\n\tadmin off\n}\n\nhttp://cse.example.edu:${port} {\n\tbind 127.0.0.1`)
          .replace("reverse_proxy 127.0.0.1:8080", `reverse_proxy 127.0.0.1:${appPort}`);
        fs.writeFileSync(path.join(dir, "Caddyfile"), local);
        const server = spawn("caddy", ["run", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
          stdio: "ignore",
          env,
        });
        try {
          let health: Awaited<ReturnType<typeof get>> | undefined;
          for (let attempt = 0; attempt < 100 && !health; attempt += 1)
            health = await get(port, "/healthz", {}, http).catch(
              () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100)),
            );
          expect(health?.status).toBe(200);
          for (const url of METRICS_SPELLINGS) expect((await get(port, url, {}, http)).status, url).toBe(404);
          expect((await get(port, "/METRICS", {}, http)).status).toBe(404);
          const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
          expect((await get(port, "/metrics", auth, http)).status).toBe(200);
          expect((await get(port, "/metrics/", auth, http)).status).toBe(200);
        } finally {
          server.kill("SIGTERM");
        }
      } finally {
        await close();
      }
    },
    120_000,
  );
});

describe("the configuration file", () => {
  it("has one reader, Node's --env-file, in every file that reads it", () => {
    for (const file of ["dept-website.service", "dept-website-backup.service", "dept-website-backup.sh"]) {
      const text = fs.readFileSync(path.join(deployDir, file), "utf8");
      expect(text, file).not.toMatch(/EnvironmentFile=|\. \/etc\/dept-website\/env|set -a/);
    }
    expect(fs.readFileSync(path.join(deployDir, "dept-website.service"), "utf8")).toContain(
      "ExecStart=/usr/bin/node --env-file=/etc/dept-website/env ",
    );
    expect(fs.readFileSync(path.join(deployDir, "dept-website-backup.sh"), "utf8")).toContain(
      'node --env-file="$ENV_FILE" packages/server/dist/cli.js backup',
    );
    const guide = fs.readFileSync(path.join(deployDir, "../docs/deploy.md"), "utf8");
    expect(guide).not.toMatch(/\. \/etc\/dept-website\/env|EnvironmentFile/);
  });

  it("gives a password with $ and # as written when it is single-quoted, as the example says", async () => {
    const dir = tempDir("env");
    dirs.push(dir);
    const file = path.join(dir, "env");
    fs.writeFileSync(
      file,
      `${fs.readFileSync(path.join(deployDir, "dept-website.env.example"), "utf8")}` +
        "DATABASE_URL='postgres://dept:pa$word#1@127.0.0.1:5432/dept'\nMETRICS_TOKEN='to$ken#with a space'\n",
    );
    const { stdout } = await run(
      process.execPath,
      [
        `--env-file=${file}`,
        "-e",
        "console.log(JSON.stringify([process.env.DATABASE_URL, process.env.METRICS_TOKEN, process.env.PUBLIC_URL, process.env.TRUST_PROXY]))",
      ],
      { env: { PATH: process.env.PATH } },
    );
    expect(JSON.parse(stdout)).toEqual([
      "postgres://dept:pa$word#1@127.0.0.1:5432/dept",
      "to$ken#with a space",
      "https://cse.example.edu",
      "1",
    ]);
  });
});

describe(systemd ? "the systemd units" : "the systemd units (skipped: systemd-analyze is not installed)", () => {
  it.skipIf(!systemd)("pass systemd-analyze verify", async () => {
    const units = [
      "dept-website.service",
      "dept-website.socket",
      "dept-website-backup.service",
      "dept-website-backup.timer",
    ].map((unit) => path.join(deployDir, unit));
    // It exits 1 for the missing paths alone; what it says is checked below.
    const { stdout, stderr } = await run("systemd-analyze", ["verify", ...units]).catch(
      (error: { stdout: string; stderr: string }) => error,
    );
    // The paths they name exist on a server, not here: every other complaint fails the test.
    const complaints = `${stdout}${stderr}`
      .split("\n")
      .filter((line) => line.trim() !== "")
      .filter(
        (line) =>
          !/(\/opt\/dept-website\/current|\/usr\/bin\/node)\S*.*(No such file|is not executable|Command .* is not)/.test(
            line,
          ),
      )
      .filter((line) => !/Failed to prepare filename|No such file or directory/.test(line));
    expect(complaints).toEqual([]);
    const timer = await run("systemd-analyze", ["calendar", "*-*-* 02:30:00 Asia/Kolkata"]);
    expect(timer.stdout).toMatch(/Next elapse:/);
  });

  it("harden the service as docs/deploy.md says", () => {
    const unit = fs.readFileSync(path.join(deployDir, "dept-website.service"), "utf8");
    for (const line of [
      "User=dept-website",
      "ProtectSystem=strict",
      "ReadWritePaths=/var/lib/dept-website",
      "NoNewPrivileges=yes",
      "Restart=on-failure",
      "RestartPreventExitStatus=78",
      "StartLimitBurst=10",
      "Requires=dept-website.socket",
      "WorkingDirectory=/opt/dept-website/current",
    ]) {
      expect(unit).toContain(`\n${line}\n`);
    }
    expect(unit).toContain(
      "ExecStart=/usr/bin/node --env-file=/etc/dept-website/env --enable-source-maps packages/server/dist/server.js",
    );
  });
});
