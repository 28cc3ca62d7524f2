import Decimal from 'decimal.js';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@nova/shared-contracts';
import type { EndpointResponse } from '@nova/shared-contracts';
import { renderWithPlatform } from '@nova/platform-double/testing';
import { useQuote } from '../../wallet-execution';
import { formQuoteRequest } from '../model/formQuote';
import { formErrors, initialTradeForm, tradeFindings, tradeSummary } from '../model/tradeForm';
import type { TradeInputs } from '../model/tradeForm';

const inputs: TradeInputs = {
  chain: 'gatelayer',
  session: 'wallet',
  walletType: 'metamask',
  amountPrecision: 4,
  tokenDecimals: 6,
  nativeBalance: '1000',
  tokenBalance: '0',
  priceUsd: '1',
  nativePriceUsd: '10',
  marketCapUsd: '1000000',
  lowLiquidity: false,
  networkFee: new Decimal('0.001'),
  priorityFee: '',
  tip: '',
};

/** TradeForm's quote path alone: the typed amount, the form's errors, the request, the poll. */
function FormQuote({ amount }: { amount: string }) {
  const form = { ...initialTradeForm, amount };
  const summary = tradeSummary(form, inputs);
  const errors = formErrors(form, tradeFindings(form, inputs, summary));
  const quote = useQuote(formQuoteRequest(form, errors, { chain: 'gatelayer', address: '0xT', walletLogin: true, walletAddress: '0xW', amount: summary.amount?.toFixed() ?? amount, slippage: 0.005, simulatedSell: false }));
  return <p data-testid="quote">{quote.status === 'ready' ? `ready ${quote.quote.quote_data.amount_out}` : quote.status}</p>;
}

function setup() {
  const view = renderWithPlatform(<FormQuote amount="" />);
  const asked: string[] = [];
  const control = { fail: false };
  vi.spyOn(view.platform.api, 'call').mockImplementation(async (name, request) => {
    if (name !== 'tradeQuote') throw new Error(`unexpected ${name}`);
    const amount = String((request as { token_amount: string }).token_amount);
    asked.push(amount);
    if (control.fail) throw new ApiError(400, 'No quote data available');
    return { quote_data: { amount_out: `${Number(amount) * 100}` } } as unknown as EndpointResponse<'tradeQuote'>;
  });
  const type = (amount: string) => view.rerender(<FormQuote amount={amount} />);
  return { asked, control, type };
}

const shown = () => screen.getByTestId('quote').textContent;

describe('TradeForm quote: one rule with the form errors (gatelayer bounds)', () => {
  afterEach(() => vi.useRealTimers());

  it('amounts the form refuses (below 0.01 GT, above 350 GT, malformed) are never quoted; a valid one is, once', async () => {
    const { asked, type } = setup();
    for (const refused of ['0.009', '350.01', '1..2']) {
      type(refused);
      expect(shown()).toBe('idle');
    }
    type('0.01');
    await waitFor(() => expect(shown()).toBe('ready 1'));
    expect(asked).toEqual(['0.01']);
  });

  it('polls every second; a new amount resets to loading, and an earlier amount is asked again before it is offered', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { asked, type } = setup();
    type('0.01');
    await waitFor(() => expect(shown()).toBe('ready 1'));
    await act(async () => void vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(asked).toEqual(['0.01', '0.01']));
    type('0.02');
    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe('ready 2'));
    type('0.01');
    // The answer cached for 0.01 is not offered: the change resets the quote until 0.01 is asked again.
    expect(shown()).toBe('loading');
    await waitFor(() => expect(shown()).toBe('ready 1'));
    expect(asked).toEqual(['0.01', '0.01', '0.02', '0.01']);
  });

  it('a quote error stands until a quote answers again (the poll goes on)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { control, type } = setup();
    type('0.01');
    await waitFor(() => expect(shown()).toBe('ready 1'));
    control.fail = true;
    await act(async () => void vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(shown()).toBe('error'));
    await act(async () => void vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(shown()).toBe('error'));
    control.fail = false;
    await act(async () => void vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(shown()).toBe('ready 1'));
  });
});
