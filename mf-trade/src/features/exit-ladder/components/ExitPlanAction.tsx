import { Suspense, useState } from 'react';
import { TOASTS } from '@nova/shared-contracts';
import type { ChainKey, Position } from '@nova/shared-contracts';
import { Button, LazyBoundary, lazyWithPreload, usePlatform } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';

// The dialog is a chunk of its own, fetched on the first open (or hover): not part of the panel's first render.
const ExitPlanDialog = lazyWithPreload(() => import('./ExitPlanDialog').then((module) => module.ExitPlanDialog));

export interface ExitPlanActionProps {
  chain: ChainKey;
  address: string;
  symbol: string;
  decimals: number;
  position: Position;
  disabled: boolean;
  t: Translate<TradeMessages>;
}

/** The position card's "Exit plan": opens the laddered-exit dialog (a custodial login's; the sim places the rungs). */
export function ExitPlanAction({ disabled, t, ...props }: ExitPlanActionProps) {
  const platform = usePlatform();
  const [open, setOpen] = useState(false);
  /** Bumped on each open: a dialog whose chunk failed loads it again. */
  const [attempt, setAttempt] = useState(0);
  const preload = () => void ExitPlanDialog.preload().catch(() => undefined);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-haspopup="dialog"
        disabled={disabled}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setAttempt((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('trade.exitPlan.open')}
      </Button>
      {open && (
        <LazyBoundary
          key={attempt}
          fallback={null}
          onFailed={() => {
            setOpen(false);
            platform.toast.show({ kind: 'error', message: t('trade.exitPlan.loadFailed'), durationMs: TOASTS.tradeDurationMs });
          }}
        >
          <Suspense fallback={null}>
            <ExitPlanDialog {...props} onClose={() => setOpen(false)} />
          </Suspense>
        </LazyBoundary>
      )}
    </>
  );
}
