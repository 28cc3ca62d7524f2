import { useEffect, useState } from 'react';
import { useApi } from '@nova/shared-ui';

/** How long typing must pause before a code is looked up. */
export const RATE_LOOKUP_DELAY_MS = 350;

/** The cash-back ratio of an invite code (GET /v1/rebate/ref_code/rate), looked up once typing pauses; idle while blank. */
export function useInviteRate(code: string) {
  const trimmed = code.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), RATE_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const current = settled === trimmed ? trimmed : '';
  return useApi('rebateRate', current ? { ref_code: current } : null);
}
