/**
 * The footer's visitor total: one POST per browser session records the visit (the server ignores
 * repeats within a day and bots) and answers with the total; later page loads in the session
 * only read it. Nothing here is urgent, so it waits until the page has loaded and the browser is
 * idle: on a slow phone network it never competes with the page's own content.
 */
import { useQuery } from "@tanstack/react-query";
import { EXTRA_PATHS } from "@dept/contract";
import { API_BASE, IS_PREVIEW } from "../config/env";

const SESSION_KEY = "dept-visit-recorded";
/** The longest the count waits for an idle moment after the page's load event. */
const IDLE_TIMEOUT_MS = 3000;

function afterLoadAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  });
}

function sessionFlag(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEY) === "1";
  } catch {
    // Storage can be disabled; then the server's own daily rule keeps the count honest.
    return false;
  }
}

function setSessionFlag(): void {
  try {
    sessionStorage.setItem(SESSION_KEY, "1");
  } catch {
    // See sessionFlag.
  }
}

/**
 * The answer's `total` when it is one (the contract's `visitors`: a whole number, 0 or more),
 * checked here and not with the contract's schemas: every page asks for this number as it loads,
 * and loading zod and the schemas for it would cost a phone more than the rest of the page's
 * start (issue 34); the schemas come with the first answer the app fetches for a page.
 */
export function totalOf(answer: unknown): number | undefined {
  const total = typeof answer === "object" && answer !== null ? (answer as { total?: unknown }).total : undefined;
  return Number.isSafeInteger(total) && (total as number) >= 0 ? (total as number) : undefined;
}

async function fetchVisitorTotal(): Promise<number> {
  await afterLoadAndIdle();
  const url = `${API_BASE}${EXTRA_PATHS.visitors}`;
  // Staff looking at a preview are no visitors.
  const record = !sessionFlag() && !IS_PREVIEW;
  let response = await fetch(url, { method: record ? "POST" : "GET", headers: { Accept: "application/json" } });
  if (record && response.status === 429) {
    // This address posted too often (a crowd behind one address): show the total all the same.
    await response.text();
    response = await fetch(url, { headers: { Accept: "application/json" } });
  }
  // Read the answer to the end even when it is an error: an unread body keeps the request open.
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const total = totalOf(JSON.parse(body));
  if (total === undefined) throw new Error(`${url} answered an unexpected shape`);
  if (record) setSessionFlag();
  return total;
}

export function useVisitorTotal(): number | undefined {
  const { data } = useQuery({ queryKey: ["visitors"], queryFn: fetchVisitorTotal, staleTime: Infinity, retry: false });
  return data;
}
