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

/** Publishes the page's token data while the calling component is mounted. */
export function usePublishPageToken(token: TokenInfo | undefined): void {
  const { publish } = useContext(PageToken);
  useEffect(() => publish(token ?? null), [publish, token]);
  useEffect(() => () => publish(null), [publish]);
}
