import type { ReactNode } from 'react';
import type { Loadable } from '@nova/shared-contracts';
import { dataOf } from '../platform/loadable';
import { SkeletonGroup } from './Skeleton';
import { ErrorState } from './States';

export interface LoadableViewProps<T> {
  value: Loadable<T>;
  /** Accessible name of the skeleton, e.g. "Loading hot tokens". */
  loadingLabel: string;
  /** Title of the error state, e.g. "Could not load hot tokens". */
  errorTitle: string;
  onRetry: () => void;
  retryLabel?: string;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/**
 * The three faces of async data: a skeleton while there is nothing yet, an ErrorState with Retry
 * when the first load failed, and the data otherwise (a failed refresh keeps showing the last data).
 */
export function LoadableView<T>({ value, loadingLabel, errorTitle, onRetry, retryLabel, skeletonRows, children }: LoadableViewProps<T>) {
  const data = dataOf(value);
  if (data !== undefined) return <>{children(data)}</>;
  if (value.status === 'error') return <ErrorState title={errorTitle} message={value.error.message} onRetry={onRetry} {...(retryLabel ? { retryLabel } : {})} />;
  return <SkeletonGroup label={loadingLabel} {...(skeletonRows ? { rows: skeletonRows } : {})} />;
}
