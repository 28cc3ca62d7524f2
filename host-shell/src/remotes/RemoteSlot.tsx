import { Component, Suspense, createContext, lazy, useContext, useMemo, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import styled from '@emotion/styled';
import type { ExposeKey, ExposedProps, RemoteName } from '@nova/shared-contracts';
import type { RemoteLoader } from './loader';
import { RemoteLoadError } from './manifest';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export type RemoteSlotProps<R extends RemoteName, E extends ExposeKey<R>> = {
  remote: R;
  expose: E;
  props: ExposedProps<R, E>;
  /** Accessible name of the slot's region; defaults to the remote name. */
  label?: string;
  minHeight?: number;
};

/**
 * One mount point of a remote module, inside the host's own React root so the platform context,
 * router, jotai and emotion flow into it. A skeleton while loading, a fallback naming the remote
 * with a Retry that really re-fetches, and an error boundary so a crash stays in its slot.
 */
export function RemoteSlot<R extends RemoteName, E extends ExposeKey<R>>({ remote, expose, props, label, minHeight = 120 }: RemoteSlotProps<R, E>) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteSlot needs a RemoteLoaderContext provider.');
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () => lazy(async () => ({ default: await loader.load(remote, expose) })),
    // attempt is the point: a new attempt makes a new lazy component, which loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, remote, expose, attempt],
  );
  const name = label ?? remote;
  return (
    <Region role="region" aria-label={name} style={{ minHeight }}>
      <SlotBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<Skeleton role="status" aria-label={`Loading ${remote}`} style={{ minHeight }} />}>
          <Lazy {...(props as Record<string, unknown>)} />
        </Suspense>
      </SlotBoundary>
    </Region>
  );
}

interface SlotBoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class SlotBoundary extends Component<SlotBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[remote ${this.props.remote}]`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof RemoteLoadError ? error.message : `${this.props.remote} stopped working: ${error.message}`;
    return <RemoteFallback message={message} onRetry={this.props.onRetry} />;
  }
}

function RemoteFallback({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Fallback role="alert">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </Fallback>
  );
}


const Region = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Skeleton = styled.div`
  flex: 1;
  border-radius: 8px;
  background: linear-gradient(90deg, var(--nova-surface-1) 0%, var(--nova-surface-2) 50%, var(--nova-surface-1) 100%);
  background-size: 200% 100%;
  animation: nova-shimmer 1.2s linear infinite;
  @keyframes nova-shimmer {
    from { background-position: 200% 0; }
    to { background-position: -200% 0; }
  }
`;

const Fallback = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 16px;
  border: 1px solid var(--nova-danger);
  border-radius: 8px;
  color: var(--nova-text);
  p { margin: 0; }
  button {
    padding: 6px 14px;
    border-radius: 6px;
    border: 1px solid var(--nova-border);
    background: var(--nova-surface-2);
    color: var(--nova-text);
    cursor: pointer;
  }
`;
