import { createContext } from "react";

/**
 * The uploads of a form still under way. Saving waits for them, so a file chosen just before
 * "Save draft" is in the draft instead of failing the form as missing.
 */
export class PendingUploads {
  private readonly running = new Set<Promise<void>>();

  track(upload: Promise<void>): Promise<void> {
    this.running.add(upload);
    const ended = () => void this.running.delete(upload);
    upload.then(ended, ended);
    return upload;
  }

  get count(): number {
    return this.running.size;
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
export const PendingUploadsContext = createContext<PendingUploads | undefined>(undefined);
