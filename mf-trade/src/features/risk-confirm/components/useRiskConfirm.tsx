import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { LazyRiskConfirm, preloadRiskConfirm } from './LazyRiskConfirm';

/** Asks the user to confirm a trade of a risky token; resolves false when declined (silent). */
export type RiskConfirmer = (side: 'buy' | 'sell', symbol: string) => Promise<boolean>;

/** A promise-returning risk confirm for quick trades and the dialog that answers it. */
export function useRiskConfirm(t: Translate<TradeMessages>): { confirm: RiskConfirmer; dialog: ReactNode } {
  const [asked, setAsked] = useState<{ side: 'buy' | 'sell'; symbol: string } | null>(null);
  const answer = useRef<(ok: boolean) => void>(() => undefined);
  useEffect(preloadRiskConfirm, []);
  const confirm = useCallback<RiskConfirmer>(
    (side, symbol) =>
      new Promise<boolean>((resolve) => {
        answer.current(false);
        answer.current = resolve;
        setAsked({ side, symbol });
      }),
    [],
  );
  const settle = (ok: boolean) => {
    setAsked(null);
    answer.current(ok);
    answer.current = () => undefined;
  };
  const dialog = asked ? <LazyRiskConfirm side={asked.side} symbol={asked.symbol} t={t} onCancel={() => settle(false)} onConfirm={() => settle(true)} /> : null;
  return { confirm, dialog };
}
