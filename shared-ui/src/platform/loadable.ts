import { ApiError, CLIENT_ERRORS } from '@nova/shared-contracts';
import type { Loadable } from '@nova/shared-contracts';

/** The data a Loadable carries in any state (a refresh keeps showing the last data). */
export function dataOf<T>(value: Loadable<T>): T | undefined {
  return value.status === 'idle' ? undefined : value.data;
}

/** Any rejection as the `{code, message}` a Loadable error carries. */
export function toLoadableError(error: unknown): { code: number; message: string } {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  if (error instanceof Error) return { code: CLIENT_ERRORS.network, message: error.message };
  return { code: CLIENT_ERRORS.network, message: String(error) };
}
