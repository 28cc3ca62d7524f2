/** Async state as one value, never boolean flags (CONVENTIONS 6). */
export type Loadable<T> =
  | { status: 'idle' }
  | { status: 'pending'; data?: T }
  | { status: 'success'; data: T }
  | { status: 'error'; error: { code: number; message: string }; data?: T };

export const idle = <T>(): Loadable<T> => ({ status: 'idle' });
