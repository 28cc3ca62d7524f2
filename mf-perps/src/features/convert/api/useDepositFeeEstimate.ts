import type { EndpointRequest } from '@nova/shared-contracts';
import { dataOf, useApi, usePlatform } from '@nova/shared-ui';
import { feePollMs } from '../model/convertForm';

/**
 * The deposit fee estimate of the confirm step (spec 2 §4) from the platform's cache: asked at
 * once, then polled every 5 s (the query's refetch interval) while `request` is set (the step is
 * open and a token is present). An estimate error stops polling silently: the last estimate (if
 * any) stays.
 */
export function useDepositFeeEstimate(request: EndpointRequest<'perpDepositFee'> | null): string | undefined {
  const { queries, query } = usePlatform();
  const failed = request !== null && query.getQueryState(queries.endpoint('perpDepositFee', request).queryKey)?.status === 'error';
  return dataOf(useApi('perpDepositFee', request, { pollMs: feePollMs(failed) }))?.deposit_fee;
}
