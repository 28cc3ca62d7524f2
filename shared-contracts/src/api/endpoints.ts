import type { z } from 'zod';
import { balanceList, holdsList } from './balance';
import { tokenAiList, tokenHotList, tokenInfo, tokenKline, tokenNewList, tokenSignalList } from './tokens';

/**
 * Every REST call the clients make, by name. The API client is typed from this map and
 * market-sim validates its input and output with the same definitions.
 */
export const ENDPOINTS = {
  tokenHotList,
  tokenNewList,
  tokenAiList,
  tokenSignalList,
  tokenInfo,
  tokenKline,
  balanceList,
  holdsList,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointRequest<K extends EndpointName> = z.input<(typeof ENDPOINTS)[K]['request']>;
export type EndpointResponse<K extends EndpointName> = z.infer<(typeof ENDPOINTS)[K]['response']>;
