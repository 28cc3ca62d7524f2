import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { EndpointResponse } from '@nova/shared-contracts';

type TokenInfo = EndpointResponse<'tokenInfo'>;

const PageToken = createContext<{ token: TokenInfo | null; publish: (token: TokenInfo | null) => void }>({ token: null, publish: () => undefined });

/** Holds the token data the trade page has loaded, so the shell around it (status bar) reads it without a second call. */
export function PageTokenProvider({ children }: { children: ReactNode }) {
  const [token, publish] = useState<TokenInfo | null>(null);
  const value = useMemo(() => ({ token, publish }), [token]);
  return <PageToken.Provider value={value}>{children}</PageToken.Provider>;
}

/** The trade page's token data, or null off trade pages and until it has loaded. */
export const usePageToken = () => useContext(PageToken).token;

/**
 * Publishes the page's token data while the calling component is mounted. The shell reads its
 * token and links, not its figures: it is published again when those change, not on every price
 * push (the cache entry changes several times a second), so the status bar does not render again
 * for each. Live figures are read from the cache (`useTokenInfo`), not from here.
 */
export function usePublishPageToken(token: TokenInfo | undefined): void {
  const { publish } = useContext(PageToken);
  const identity = token ? JSON.stringify([token.chain, token.address, token.social_media]) : '';
  const kept = useMemo(() => token, [identity]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => publish(kept ?? null), [publish, kept]);
  useEffect(() => () => publish(null), [publish]);
}
