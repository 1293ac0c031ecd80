/** Link helpers: only http(s) URLs ever become links; stored file paths become API links. */
import { fileLink, resumeLink } from "@dept/contract";
import { API_BASE } from "../config/env";

export { safeHttpUrl } from "@dept/ui/safe-http-url";

export const fileUrl = (storedPath: string) => fileLink(API_BASE, storedPath);
export const resumeUrl = (storedPath: string) => resumeLink(API_BASE, storedPath);
