import { useEffect, useState } from 'react';
import type { EndpointRequest } from '@nova/shared-contracts';
import { FEE_POLL_MS } from '../model/convertForm';
import { usePlatform } from '@nova/shared-ui';

/**
 * The deposit fee estimate of the confirm step (spec 2 §4): asked at once, then every 5 s while
 * `request` is set (the step is open and a token is present). An estimate error stops polling
 * silently: the last estimate (if any) stays.
 */
export function useDepositFeeEstimate(request: EndpointRequest<'perpDepositFee'> | null): string | undefined {
  const { api } = usePlatform();
  const [fee, setFee] = useState<{ key: string; value: string } | undefined>(undefined);
  const key = request ? JSON.stringify(request) : null;
  useEffect(() => {
    if (key === null) return;
    const body = JSON.parse(key) as EndpointRequest<'perpDepositFee'>;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const answer = await api.call('perpDepositFee', body);
        if (stopped) return;
        setFee({ key, value: answer.deposit_fee });
        timer = setTimeout(() => void tick(), FEE_POLL_MS);
      } catch {
        // an estimate error stops polling silently
      }
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, key]);
  return fee && fee.key === key ? fee.value : undefined;
}
