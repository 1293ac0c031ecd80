/**
 * The editor's TanStack Query client. A failed call is shown at once, never retried behind the
 * user's back, and nothing is fetched again just because the window regained focus: a form the
 * user is typing in is only refreshed when they act.
 */
import { QueryClient } from "@tanstack/react-query";

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
