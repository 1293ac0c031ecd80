/** What a pull is asked to do and what it reports. */
export interface PullOptions {
  resume?: boolean;
  dryRun?: boolean;
  log?: (line: string) => void;
  /** Called after each file or image download (a progress bar's feed); `log` gets a line every 25 instead. */
  onProgress?: (done: number, total: number) => void;
}

/** One thing that could not be pulled: the entry, the address asked and what went wrong. */
export interface PullProblem {
  entry: string;
  url: string;
  what: string;
}
