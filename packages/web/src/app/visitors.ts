/**
 * The footer's visitor total: one POST per browser session records the visit (the server ignores
 * repeats within a day and bots), then the total is read.
 */
import { useQuery } from "@tanstack/react-query";
import { extraRoutes, visitors } from "@dept/contract";
import { API_BASE } from "../config/env";

const SESSION_KEY = "dept-visit-recorded";

async function fetchVisitorTotal(): Promise<number> {
  const url = `${API_BASE}${extraRoutes.visitors.path}`;
  let alreadyCounted = false;
  try {
    alreadyCounted = sessionStorage.getItem(SESSION_KEY) === "1";
  } catch {
    // Storage can be disabled; then the server's own daily rule keeps the count honest.
  }
  if (!alreadyCounted) {
    const recorded = await fetch(url, { method: "POST" });
    // Read the answer to the end: an unread body keeps the request open in the browser.
    await recorded.text();
    if (recorded.ok) {
      try {
        sessionStorage.setItem(SESSION_KEY, "1");
      } catch {
        // See above.
      }
    }
  }
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return visitors.parse(await response.json()).total;
}

export function useVisitorTotal(): number | undefined {
  const { data } = useQuery({ queryKey: ["visitors"], queryFn: fetchVisitorTotal, staleTime: Infinity, retry: false });
  return data;
}
