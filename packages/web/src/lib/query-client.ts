import { QueryCache, QueryClient } from "@tanstack/react-query";

/** Failed loads are logged to the console (docs/architecture.md section 7) and shown inline by each page. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Loading ${JSON.stringify(query.queryKey)} failed:`, error),
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, retryDelay: 300, refetchOnWindowFocus: false },
    },
  });
}
