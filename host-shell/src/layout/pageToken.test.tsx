import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { queryKeys } from '@nova/shared-contracts';
import type { ChainKey, TokenInfo } from '@nova/shared-contracts';
import { engine, renderWithPlatform } from '@nova/platform-double/testing';
import { useLiveToken } from '@nova/shared-ui';
import { PageTokenProvider, usePageToken, usePublishPageToken } from './pageToken';
import type { PageToken } from './pageToken';

function Publisher({ chain, address }: { chain: ChainKey; address: string }) {
  usePublishPageToken(chain, address);
  return null;
}

/** Records the token's price as the page's figures read it. */
function PriceProbe({ address, prices }: { address: string; prices: Array<TokenInfo['current_price']> }) {
  const price = useLiveToken('solana', address, priceOf).data;
  if (price !== undefined) prices.push(price);
  return null;
}
const priceOf = (info: TokenInfo) => info.current_price;

/** Records every value the shell around the page reads (pushes of the sim keep coming meanwhile). */
function Reader({ seen }: { seen: Array<PageToken | null> }) {
  seen.push(usePageToken());
  return null;
}

describe('the page token', () => {
  const token = engine.market.tokens.map((t) => t.def).find((def) => def.chain === 'solana')!;

  it("publishes the page's token from its info entry, not again for a price push, again when its links change, and null when the page goes", async () => {
    const seen: Array<PageToken | null> = [];
    const prices: Array<TokenInfo['current_price']> = [];
    const view = renderWithPlatform(
      <PageTokenProvider>
        <Publisher chain="solana" address={token.address} />
        <PriceProbe address={token.address} prices={prices} />
        <Reader seen={seen} />
      </PageTokenProvider>,
    );
    // The URL's chain and address at once (the status bar's quick buy is this chain's from the first frame).
    expect(seen.at(-1)).toEqual({ chain: 'solana', address: token.address });
    await waitFor(() => expect(seen.at(-1)?.social_media).toBeDefined());
    const published = seen.at(-1);
    const renders = seen.length;
    const key = queryKeys.tokenInfo('solana', token.address);
    act(() => view.platform.query.setQueryData<TokenInfo>(key, (info) => (info ? { ...info, current_price: 1234.5, market_cap: 5_000_000 } : info)));
    // Once the page's figures show the pushed price, the shell has read nothing new.
    await waitFor(() => expect(prices).toContain(1234.5));
    expect(seen.slice(renders).every((value) => value === published)).toBe(true);

    act(() => view.platform.query.setQueryData<TokenInfo>(key, (info) => (info ? { ...info, social_media: { ...info.social_media, telegram: 'https://t.me/new_group' } } : info)));
    await waitFor(() => expect(seen.at(-1)?.social_media?.telegram).toBe('https://t.me/new_group'));

    view.rerender(
      <PageTokenProvider>
        <Reader seen={seen} />
      </PageTokenProvider>,
    );
    expect(seen.at(-1)).toBeNull();
  });
});
