/** Link helpers: only http(s) URLs ever become links; stored file paths become API links. */
import { fileLink, resumeLink } from "@dept/contract";
import { API_BASE } from "../config/env";

export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export const fileUrl = (storedPath: string) => fileLink(API_BASE, storedPath);
export const resumeUrl = (storedPath: string) => resumeLink(API_BASE, storedPath);
