import { Suspense } from 'react';
import { LazyBoundary, lazyWithPreload } from '@nova/shared-ui';
import type { RiskConfirmProps } from './RiskConfirm';

// The dialog is a chunk of its own: asked only for a risky token, it is not part of the panel's
// first render (its size budget); its users fetch it as they mount (`preloadRiskConfirm`).
const Dialog = lazyWithPreload(() => import('./RiskConfirm').then((module) => module.RiskConfirm));

/** Fetches the dialog's chunk ahead of its first question; a chunk that does not arrive is left to its boundary. */
export function preloadRiskConfirm(): void {
  Dialog.preload().catch(() => undefined);
}

/** The "Risky token" dialog (`RiskConfirm`), loaded with its first question. */
export function LazyRiskConfirm(props: RiskConfirmProps) {
  return (
    <LazyBoundary>
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    </LazyBoundary>
  );
}
