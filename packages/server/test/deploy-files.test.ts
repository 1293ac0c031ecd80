/**
 * The files under deploy/ as an administrator installs them: the nginx example checked by `nginx -t`
 * and then run in front of the real app with a self-signed certificate (HTTPS, HSTS from the
 * app through X-Forwarded-Proto, /metrics kept private); the systemd units by `systemd-analyze
 * verify`. Each part runs only where its command exists, and its name says when it was skipped.
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
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
const systemd = has("systemd-analyze");
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
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    // The certificate is self-signed for this test: not checked.
    const request = https.get(
      {
        host: "127.0.0.1",
        port,
        path: url,
        servername: "cse.example.edu",
        headers: { host: "cse.example.edu" },
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
  it.skipIf(!nginx)("passes nginx -t and serves the site over HTTPS with HSTS, keeping /metrics private", async () => {
    const dir = tempDir("nginx");
    dirs.push(dir);
    const { app, close } = await appWithTestPack({ trustProxy: 1 });
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
        .replace(/listen (\[::\]:)?80;/g, (_all, v6: string | undefined) => (v6 ? "" : `listen 127.0.0.1:${httpPort};`))
        .replace(/listen (\[::\]:)?443 ssl http2;/g, (_all, v6: string | undefined) =>
          v6 ? "" : `listen 127.0.0.1:${httpsPort} ssl http2;`,
        )
        .replace("http://127.0.0.1:8080", `http://127.0.0.1:${appPort}`);
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
        expect((await get(httpsPort, "/metrics")).status).toBe(404);
      } finally {
        server.kill("SIGTERM");
      }
    } finally {
      await close();
    }
  });
});

describe(systemd ? "the systemd units" : "the systemd units (skipped: systemd-analyze is not installed)", () => {
  it.skipIf(!systemd)("pass systemd-analyze verify", async () => {
    const units = ["dept-website.service", "dept-website-backup.service", "dept-website-backup.timer"].map((unit) =>
      path.join(deployDir, unit),
    );
    const { stdout, stderr } = await run("systemd-analyze", ["verify", ...units]);
    expect(`${stdout}${stderr}`).toBe("");
  });

  it("harden the service as docs/deploy.md says", () => {
    const unit = fs.readFileSync(path.join(deployDir, "dept-website.service"), "utf8");
    for (const line of [
      "User=dept-website",
      "ProtectSystem=strict",
      "ReadWritePaths=/var/lib/dept-website",
      "NoNewPrivileges=yes",
      "Restart=on-failure",
      "EnvironmentFile=/etc/dept-website/env",
    ]) {
      expect(unit).toContain(`\n${line}\n`);
    }
    expect(unit).toContain("ExecStart=/usr/bin/node --enable-source-maps packages/server/dist/server.js");
  });
});
