import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { useLiveToken } from '@nova/shared-ui';

/** What the shell around a trade page reads of its token: which token it is (the URL's, at once), and its links (with its info). */
export type PageToken = Pick<TokenInfo, 'chain' | 'address'> & Partial<Pick<TokenInfo, 'social_media'>>;

const PageTokenContext = createContext<{ token: PageToken | null; publish: (token: PageToken | null) => void }>({ token: null, publish: () => undefined });

/** Holds the trade page's token, so the shell around it (status bar) reads it without a second call. */
export function PageTokenProvider({ children }: { children: ReactNode }) {
  const [token, publish] = useState<PageToken | null>(null);
  const value = useMemo(() => ({ token, publish }), [token]);
  return <PageTokenContext.Provider value={value}>{children}</PageTokenContext.Provider>;
}

/** The trade page's token, or null off trade pages. */
export const usePageToken = () => useContext(PageTokenContext).token;

const pageTokenOf = (token: TokenInfo): PageToken => ({ chain: token.chain, address: token.address, social_media: token.social_media });

/**
 * Publishes the page's token while the calling component is mounted, read from the token's one
 * info cache entry (the one mf_discover's header, the chart and the trade panel read: no second
 * call). Only its identity and links are taken, and the query keeps that part's object while it
 * is unchanged (structural sharing), so a price push (several a second) publishes nothing and the
 * status bar does not render again for each. It is published even when the header's remote is
 * missing or failed. The chain and address are the page's URL's, published from the first frame,
 * so the status bar edits this chain's quick-buy amount before the info has loaded.
 */
export function usePublishPageToken(chain: ChainKey, address: string): void {
  const { publish } = useContext(PageTokenContext);
  const info = useLiveToken(chain, address, pageTokenOf).data;
  const token = useMemo(() => info ?? { chain, address }, [info, chain, address]);
  useEffect(() => publish(token), [publish, token]);
  useEffect(() => () => publish(null), [publish]);
}
