/**
 * The editor's publications refresh (issue 25) as a background job: one at a time per server,
 * started by POST /admin/api/publication-refresh and followed by GET, which answers its progress
 * and, once done, its summary. The refresh itself is store.ts's, as the CLI runs it. The server's
 * close stops a running one: it ends "failed" with the error "stopped", having stored nothing.
 */
import type { PublicationRefreshState } from "@dept/contract";
import type { DatabaseHandle } from "../db/database.js";
import { RefreshStoppedError } from "./http.js";
import { refreshAndStore, type RefreshOptions } from "./store.js";

export type JobOptions = Pick<RefreshOptions, "faculty" | "publish" | "actor" | "address">;

export class RefreshJob {
  private current: PublicationRefreshState = { state: "idle", done: 0, total: 0, publish: false };
  private running: Promise<void> | undefined;
  private controller: AbortController | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly urls: RefreshOptions["urls"],
    /** Called after a refresh published its results: this instance serves them at once. */
    private readonly published: () => Promise<void>,
    private readonly limits?: RefreshOptions["limits"],
  ) {}

  get state(): PublicationRefreshState {
    return { ...this.current };
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Starts a refresh; the caller checks `busy` first (a second one while one runs is refused). */
  start(options: JobOptions): PublicationRefreshState {
    if (this.running) throw new Error("a publications refresh is running already");
    this.current = { state: "running", done: 0, total: 0, publish: options.publish };
    const onProgress = (done: number, total: number) => {
      this.current = { ...this.current, done, total };
    };
    const controller = (this.controller = new AbortController());
    this.running = refreshAndStore(this.handle, {
      ...options,
      urls: this.urls,
      onProgress,
      signal: controller.signal,
      ...(this.limits ? { limits: this.limits } : {}),
    })
      .then(async ({ summary, version }) => {
        if (version !== undefined) await this.published();
        this.current = { ...this.current, state: "done", summary };
      })
      .catch((error: unknown) => {
        this.current = {
          ...this.current,
          state: "failed",
          error: error instanceof Error ? error.message : String(error),
        };
      })
      .finally(() => {
        this.running = undefined;
        this.controller = undefined;
      });
    return this.state;
  }

  /** Waits for the running refresh, if any (tests). */
  async settled(): Promise<void> {
    await this.running;
  }

  /** Stops the running refresh, if any, and waits for it to end (the server's close). */
  async stop(): Promise<void> {
    this.controller?.abort(new RefreshStoppedError());
    await this.running;
  }
}
