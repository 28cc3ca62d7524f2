import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Token } from '@nova/shared-contracts';
import { TokenIcon } from '@nova/shared-ui';
import type * as SharedUi from '@nova/shared-ui';
import { renderWithPlatform } from '@nova/platform-double/testing';
import { listMessages } from '../../../i18n/messages';
import type { ListMessages } from '../../../i18n/messages';
import { FULL_COLUMNS_MIN_WIDTH, TokenTable } from './TokenTable';

// Counts the token cells' renders: each renders one TokenIcon.
vi.mock('@nova/shared-ui', async (importOriginal) => {
  const original = await importOriginal<typeof SharedUi>();
  return { ...original, TokenIcon: vi.fn(original.TokenIcon) };
});

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(44 * 12);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.mocked(TokenIcon).mockClear();
});

const t = (key: keyof ListMessages & string, values?: Record<string, string | number>) => listMessages.format('en', key, values);
const NOW = 1_700_000_000_000;

const token = (i: number, price: string) =>
  ({
    chain: 'solana',
    address: `Addr${i}`,
    symbol: `TK${i}`,
    name: `Token ${i}`,
    logo: '',
    platform_name: '',
    created_at: 1_699_990_000 + i,
    current_price: price,
    price_change_24h: 1.5,
    market_cap: '1000000',
    liquidity: '50000',
    volume_24h: '20000',
    holders_count: 100 + i,
  }) as unknown as Token;

/** A new snapshot: new objects for every token, as a parsed token_rank push gives. */
const snapshot = (prices: string[]) => prices.map((price, i) => token(i, price));

const rowOf = (symbol: string) => screen.getByRole('link', { name: new RegExp(`^${symbol} `) }).closest('[role="row"]') as HTMLElement;

describe('TokenTable under live snapshots', () => {
  it('renders again only the cells whose values changed: a new price leaves the token and actions cells alone', () => {
    const actions = vi.fn((row: Token) => <button type="button">{`Act ${row.symbol}`}</button>);
    const table = (tokens: Token[]) => <TokenTable label="Hot tokens" tokens={tokens} t={t} locale="en" nowMs={NOW} height={528} actions={actions} sort={null} onSort={() => undefined} />;
    const { rerender } = renderWithPlatform(table(snapshot(['1.5', '2.5', '3.5'])));
    expect(vi.mocked(TokenIcon)).toHaveBeenCalledTimes(3);
    expect(actions).toHaveBeenCalledTimes(3);
    vi.mocked(TokenIcon).mockClear();
    actions.mockClear();

    rerender(table(snapshot(['1.5', '2.75', '3.5'])));
    expect(within(rowOf('TK1')).getByRole('cell', { name: '$2.75' })).toBeInTheDocument();
    expect(within(rowOf('TK0')).getByRole('cell', { name: '$1.5' })).toBeInTheDocument();
    expect(vi.mocked(TokenIcon)).not.toHaveBeenCalled();
    expect(actions).not.toHaveBeenCalled();
  });

  it("renders a row's token and actions cells again when what they show changes (symbol, selection)", () => {
    const actions = vi.fn((row: Token) => <button type="button">{`Act ${row.symbol}`}</button>);
    const onSelect = vi.fn();
    const table = (tokens: Token[], selected: Token | null) => <TokenTable label="Hot tokens" tokens={tokens} t={t} locale="en" nowMs={NOW} height={528} actions={actions} onSelect={onSelect} selected={selected} sort={null} onSort={() => undefined} />;
    const first = snapshot(['1', '2', '3']);
    const { rerender } = renderWithPlatform(table(first, null));
    vi.mocked(TokenIcon).mockClear();
    actions.mockClear();

    const renamed = snapshot(['1', '2', '3']).map((row) => (row.address === 'Addr2' ? { ...row, symbol: 'NEW' } : row));
    rerender(table(renamed, renamed[0]!));
    expect(screen.getByRole('button', { name: 'Act NEW' })).toBeInTheDocument();
    expect(actions.mock.calls.map(([row]) => row.symbol)).toEqual(['NEW']);
    // TK0 became current, NEW has a new symbol; TK1 kept its cell.
    expect(vi.mocked(TokenIcon).mock.calls.map(([props]) => props.symbol).sort()).toEqual(['NEW', 'TK0']);
    expect(within(rowOf('TK0')).getByRole('link')).toHaveAttribute('aria-current', 'true');
    expect(within(rowOf('TK1')).getByRole('link')).not.toHaveAttribute('aria-current');
  });
});

describe('TokenTable in a narrow box', () => {
  /** A ResizeObserver reporting every observed element `width` px wide at once. */
  const boxWidth = (width: number) =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          this.report([{ target, contentRect: { width } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        disconnect() {}
      },
    );
  afterEach(() => vi.unstubAllGlobals());
  const table = () => <TokenTable label="Hot tokens" tokens={snapshot(['1.5'])} t={t} locale="en" nowMs={NOW} height={528} sort={null} onSort={() => undefined} />;

  it(`keeps every column from ${FULL_COLUMNS_MIN_WIDTH} px on`, () => {
    boxWidth(FULL_COLUMNS_MIN_WIDTH);
    renderWithPlatform(table());
    for (const name of ['Age', 'Market cap', 'Liquidity', 'Holders']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('takes the phone columns (token, price, 24h) below it, however wide the screen', () => {
    boxWidth(FULL_COLUMNS_MIN_WIDTH - 1);
    renderWithPlatform(table());
    expect(screen.getByRole('button', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '24h' })).toBeInTheDocument();
    for (const name of ['Age', 'Market cap', 'Liquidity', 'Holders']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows the column the user picked as the phone columns\' third figure', () => {
    boxWidth(FULL_COLUMNS_MIN_WIDTH - 1);
    const picked = (phoneColumn: 'marketCap' | 'liquidity' | 'age') => <TokenTable label="Hot tokens" tokens={snapshot(['1.5'])} t={t} locale="en" nowMs={NOW} height={528} sort={null} onSort={() => undefined} phoneColumn={phoneColumn} />;
    const { rerender } = renderWithPlatform(picked('marketCap'));
    const lastCell = () => within(screen.getByRole('link', { name: /TK0/ }).closest<HTMLElement>('[role="row"]')!).getAllByRole('cell').at(-1);
    expect(screen.getByRole('button', { name: 'Market cap' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '24h' })).not.toBeInTheDocument();
    expect(lastCell()).toHaveTextContent('$1M');
    rerender(picked('liquidity'));
    expect(screen.getByRole('button', { name: 'Liquidity' })).toBeInTheDocument();
    expect(lastCell()).toHaveTextContent('$50K');
    rerender(picked('age'));
    expect(screen.getByRole('button', { name: 'Age' })).toBeInTheDocument();
    expect(lastCell()).toHaveTextContent('2h');
  });
});
