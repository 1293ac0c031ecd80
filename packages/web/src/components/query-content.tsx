/** The three states of one API list: loading, failed (inline error with Retry) and loaded. */
import type { UseQueryResult } from "@tanstack/react-query";
import { InlineError } from "./inline-error";
import { Loading } from "./loading";

interface Props<T> {
  query: UseQueryResult<T>;
  /** What failed to load, for the error message ("the time table"). */
  what: string;
  /** The text while loading; the spec's plain 'loading' unless a page names its own. */
  loadingText?: string;
  children: (data: T) => React.ReactNode;
}

export function QueryContent<T>({ query, what, loadingText, children }: Props<T>) {
  if (query.isPending) return <Loading text={loadingText} />;
  if (query.isError) return <InlineError what={what} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
