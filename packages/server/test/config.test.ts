import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

describe("configuration", () => {
  it("has the documented defaults, with paths relative to the working directory", () => {
    const config = loadConfig({}, "/repo");
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: path.resolve("/repo/data"),
      databaseUrl: undefined,
      contentDir: path.resolve("/repo/content"),
      webDir: path.resolve("/repo/packages/web/dist"),
      legacyInlineImages: false,
      timeZone: "Asia/Kolkata",
      publicUrl: undefined,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig(
      {
        PORT: "9000",
        HOST: "0.0.0.0",
        DATA_DIR: "/var/lib/dept",
        DATABASE_URL: "postgres://user@db:5432/site",
        CONTENT_DIR: "packs/current",
        WEB_DIR: "/tmp/web",
        LEGACY_INLINE_IMAGES: "1",
        TRUST_PROXY: "true",
        LOG_LEVEL: "warn",
        TIME_ZONE: "Europe/Berlin",
        PUBLIC_URL: "https://cse.example.edu",
      },
      "/repo",
    );
    expect(config).toMatchObject({
      port: 9000,
      host: "0.0.0.0",
      dataDir: "/var/lib/dept",
      databaseUrl: "postgres://user@db:5432/site",
      contentDir: path.resolve("/repo/packs/current"),
      webDir: "/tmp/web",
      legacyInlineImages: true,
      trustProxy: 1,
      logLevel: "warn",
      timeZone: "Europe/Berlin",
      publicUrl: "https://cse.example.edu",
    });
  });

  it.each([
    ["https://cse.example.edu", "https://cse.example.edu"],
    ["https://cse.example.edu/", "https://cse.example.edu"],
    [" HTTP://CSE.Example.EDU:8443/ ", "http://cse.example.edu:8443"],
    ["https://cse.example.edu:443", "https://cse.example.edu"],
    ["http://[::1]:8080", "http://[::1]:8080"],
    ["", undefined],
  ])("reads PUBLIC_URL=%o as the site's origin %o", (value, origin) => {
    expect(loadConfig({ PUBLIC_URL: value }, "/repo").publicUrl).toBe(origin);
  });

  it.each([
    [{ PORT: "abc" }, 'PORT="abc" is not valid: expected an integer from 0 to 65535'],
    [{ PORT: "70000" }, 'PORT="70000" is not valid: expected an integer from 0 to 65535'],
    [{ PORT: "-1" }, 'PORT="-1" is not valid: expected an integer from 0 to 65535'],
    [{ LEGACY_INLINE_IMAGES: "maybe" }, 'LEGACY_INLINE_IMAGES="maybe" is not valid: expected 1 or 0'],
    [{ DATABASE_URL: "mysql://db/site" }, "DATABASE_URL is not valid: expected a postgres:// URL, got mysql://..."],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL is not valid: expected postgres://user@host:port/database"],
    [
      { LOG_LEVEL: "loud" },
      'LOG_LEVEL="loud" is not valid: expected one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ HOST: "a b" }, 'HOST="a b" is not valid: expected a host name or IP address'],
    [
      { TIME_ZONE: "Mars/Olympus" },
      'TIME_ZONE="Mars/Olympus" is not valid: expected an IANA time zone such as Asia/Kolkata',
    ],
  ])("rejects %o with one clear line", (env, message) => {
    expect(() => loadConfig(env, "/repo")).toThrow(new ConfigError(message));
  });

  it.each([
    "ftp://cse.example.edu",
    "cse.example.edu",
    "garbage",
    "https://",
    "https://cse.example.edu/cse",
    "https://cse.example.edu/?x=1",
    "https://cse.example.edu/#top",
    "https://user:pw@cse.example.edu",
  ])("rejects PUBLIC_URL=%o (not an http(s) origin) with one clear line", (value) => {
    const message = `PUBLIC_URL=${JSON.stringify(value)} is not valid: expected the site's origin, such as https://cse.example.edu (http or https, no path)`;
    expect(() => loadConfig({ PUBLIC_URL: value }, "/repo")).toThrow(new ConfigError(message));
  });
});

describe("the publications sources' addresses", () => {
  it("default to the public services and take an http(s) URL each, without a trailing slash", () => {
    expect(loadConfig({}, "/repo").publicationSources).toEqual({
      orcid: "https://pub.orcid.org/v3.0",
      openalex: "https://api.openalex.org",
      crossref: "https://api.crossref.org",
      dblp: "https://dblp.org",
    });
    const config = loadConfig(
      { PUBLICATIONS_ORCID_URL: "http://127.0.0.1:9000/orcid/", PUBLICATIONS_DBLP_URL: "https://dblp.example.org" },
      "/repo",
    );
    expect(config.publicationSources).toMatchObject({
      orcid: "http://127.0.0.1:9000/orcid",
      dblp: "https://dblp.example.org",
      openalex: "https://api.openalex.org",
    });
  });

  it.each(["ftp://mirror.example.org", "not a url", "https://api.openalex.org/?mailto=x"])(
    "refuses PUBLICATIONS_OPENALEX_URL=%s",
    (value) => {
      expect(() => loadConfig({ PUBLICATIONS_OPENALEX_URL: value }, "/repo")).toThrow(
        new ConfigError(
          `PUBLICATIONS_OPENALEX_URL=${JSON.stringify(value)} is not valid: expected an http(s) URL such as https://api.openalex.org`,
        ),
      );
    },
  );
});
