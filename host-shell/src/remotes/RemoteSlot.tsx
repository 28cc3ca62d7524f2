import { Component, Suspense, createContext, lazy, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorInfo, ReactNode, RefObject } from 'react';
import styled from '@emotion/styled';
import { LAYOUT } from '@nova/shared-contracts';
import type { ExposeKey, ExposedProps, RemoteName } from '@nova/shared-contracts';
import { Dialog, shimmerStyles, vars } from '@nova/shared-ui';
import type { RemoteLoader } from './loader';
import { RemoteLoadError, isRetryable } from './manifest';
import { TOKEN_HEADER_PHONE_HEIGHT, slotReserve } from './slotSizes';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export type RemoteSlotProps<R extends RemoteName, E extends ExposeKey<R>> = {
  remote: R;
  expose: E;
  props: ExposedProps<R, E>;
  /** Accessible name of the slot's region; defaults to the remote name. */
  label?: string;
  minHeight?: number;
  /**
   * Load and mount the module only once the slot comes within `NEAR_MARGIN_PX` of the screen (a
   * panel below the fold on a phone): until then the slot holds its place with the skeleton's look
   * (not a busy status: nothing loads yet), and the page's first load does not pay for what nobody
   * sees yet.
   */
  whenNear?: boolean;
};

/** How far ahead of the screen a `whenNear` slot starts loading, so a scroll meets it loaded. */
export const NEAR_MARGIN_PX = 64;

/**
 * One mount point of a remote module, inside the host's own React root so the platform context,
 * router, jotai and emotion flow into it. A skeleton while loading, a fallback naming the remote
 * with a Retry that really re-fetches, and an error boundary so a crash stays in its slot.
 */
export function RemoteSlot<R extends RemoteName, E extends ExposeKey<R>>({ remote, expose, props, label, minHeight = 120, whenNear = false }: RemoteSlotProps<R, E>) {
  const region = useRef<HTMLElement>(null);
  const near = useNear(region, whenNear);
  const name = label ?? remote;
  const skeleton = <Skeleton role="status" aria-busy="true" aria-label={`Loading ${remote}`} style={{ minHeight }} />;
  return (
    <Region ref={region} role="region" aria-label={name} style={{ ['--slot-min-height' as string]: `${minHeight}px` }} data-reserve={slotReserve(remote, expose)}>
      {/* Not near yet: the skeleton's look, but nothing is loading (no busy status) until it is. */}
      {near ? <SlotContent remote={remote} expose={expose} props={props} skeleton={skeleton} /> : <Skeleton aria-hidden="true" data-waiting-for="scroll" style={{ minHeight }} />}
    </Region>
  );
}

function SlotContent<R extends RemoteName>({ remote, expose, props, skeleton }: { remote: R; expose: string; props: unknown; skeleton: ReactNode }) {
  const { Lazy, attempt, retry } = useRemoteModule(remote, expose);
  return (
    <SlotBoundary key={attempt} remote={remote} fallback={(message, retryable) => <RemoteFallback message={message} onRetry={retryable ? retry : undefined} />}>
      <Suspense fallback={skeleton}>
        <Lazy {...(props as Record<string, unknown>)} />
      </Suspense>
    </SlotBoundary>
  );
}

/**
 * Whether the element is (or has been) within `NEAR_MARGIN_PX` of the screen; always true when not
 * `wanted`, and where there is no IntersectionObserver. Once near, it stays so.
 */
function useNear(element: RefObject<HTMLElement | null>, wanted: boolean): boolean {
  const [near, setNear] = useState(() => !wanted || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${NEAR_MARGIN_PX}px 0px` });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * A remote module that renders its own overlay (a dialog, floating windows): no layout box and no
 * skeleton. While it loads nothing shows (or `loading`); if it fails, a dialog names the remote
 * and offers Retry and Close, so a click on Deposit never ends in silence.
 */
export function OverlaySlot<R extends RemoteName, E extends ExposeKey<R>>({
  remote,
  expose,
  props,
  onClose,
  loading = null,
}: {
  remote: R;
  expose: E;
  props: ExposedProps<R, E>;
  /** Closing the failure dialog; without it a failure shows inline nowhere (for always-on overlays the error is logged). */
  onClose?: () => void;
  loading?: ReactNode;
}) {
  const { Lazy, attempt, retry } = useRemoteModule(remote, expose);
  return (
    <SlotBoundary
      key={attempt}
      remote={remote}
      fallback={(message, retryable) =>
        onClose ? (
          <Dialog open onClose={onClose} title={`${remote} is unavailable`} width={400}>
            <Fallback role="alert">
              <p>{message}</p>
              {retryable && (
                <button type="button" onClick={retry}>
                  Retry
                </button>
              )}
            </Fallback>
          </Dialog>
        ) : null
      }
    >
      <Suspense fallback={loading}>
        <Lazy {...(props as Record<string, unknown>)} />
      </Suspense>
    </SlotBoundary>
  );
}

/** The lazy component of one exposed module; `retry` makes a new one, which loads again. */
function useRemoteModule<R extends RemoteName>(remote: R, expose: string) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteSlot needs a RemoteLoaderContext provider.');
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () => lazy(async () => ({ default: await loader.load(remote, expose) })),
    // attempt is the point: a new attempt makes a new lazy component, which loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, remote, expose, attempt],
  );
  return { Lazy, attempt, retry: () => setAttempt((n) => n + 1) };
}

interface SlotBoundaryProps {
  remote: RemoteName;
  /** What the slot shows instead; `retryable` is false when a Retry cannot change it (a refusal). */
  fallback: (message: string, retryable: boolean) => ReactNode;
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
    if (error instanceof RemoteLoadError) return this.props.fallback(error.message, isRetryable(error.kind));
    return this.props.fallback(`${this.props.remote} stopped working: ${error.message}`, true);
  }
}

/** The slot's failure: what happened, and a Retry when one can help. */
function RemoteFallback({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Fallback role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </Fallback>
  );
}


const Region = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  /* The page's minimum (a custom property, so a reserve below can change it per width). */
  min-height: var(--slot-min-height);
  /* The remote's root fills the slot, so a page can size the slot and the remote follows. */
  & > * { flex: 1 1 auto; }
  /* Lists on phones: a definite height from the first frame (slotSizes.ts), the screen below the
     header and above the tab bar (52 px each, 8 px page padding on both sides). */
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    &[data-reserve='list'] {
      height: max(420px, calc(100dvh - ${LAYOUT.headerHeight + 52 + 16}px));
      overflow-y: auto;
      overscroll-behavior: contain;
    }
    &[data-reserve='token-header'] {
      min-height: ${TOKEN_HEADER_PHONE_HEIGHT}px;
    }
  }
`;

const Skeleton = styled.div`
  flex: 1;
  border-radius: ${vars.size.radiusMd};
  ${shimmerStyles}
`;

const Fallback = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${vars.color.down};
  border-radius: ${vars.size.radiusMd};
  color: ${vars.color.text};
  p { margin: 0; }
  button {
    padding: 6px 14px;
    border-radius: ${vars.size.radiusSm};
    border: 1px solid ${vars.color.borderStrong};
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    cursor: pointer;
  }
`;
