import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { cleanAmountInput, cleanPercentInput, isQuotableAmount } from '../../../shared/amountInput';
import { estimateNetworkFee } from './fees';
import { formErrors, initialTradeForm, isLowLiquidity, tradeButton, tradeFindings, tradeFormReducer, tradeSummary, valueUsdOf } from './tradeForm';
import type { TradeFormAction, TradeFormState, TradeInputs } from './tradeForm';

const base: TradeInputs = {
  chain: 'solana',
  session: 'custodial',
  walletType: '',
  amountPrecision: 4,
  tokenDecimals: 6,
  nativeBalance: '1.5',
  tokenBalance: '2000',
  priceUsd: '0.002',
  nativePriceUsd: '150',
  marketCapUsd: '1000000',
  lowLiquidity: false,
  networkFee: new Decimal('0.000025'),
  priorityFee: '',
  tip: '',
};

const run = (actions: TradeFormAction[], from: TradeFormState = initialTradeForm) => actions.reduce(tradeFormReducer, from);
const evaluate = (state: TradeFormState, inputs: Partial<TradeInputs> = {}, busy = false) => {
  const all = { ...base, ...inputs };
  const summary = tradeSummary(state, all);
  const findings = tradeFindings(state, all, summary);
  return { summary, findings, keys: findings.map((f) => f.key), button: tradeButton(state, all, summary, findings, busy) };
};
const buy = (amount: string, decimals = 4) => run([{ type: 'amount', amount, decimals }]);
const sellPercent = (percent: string) => run([{ type: 'side', side: 'sell' }, { type: 'percent', percent }]);

describe('amount input (spec 1 §5)', () => {
  it('keeps digits and a single dot', () => expect(cleanAmountInput('1a.2.3', 8)).toBe('1.23'));
  it('turns a leading dot into "0."', () => expect(cleanAmountInput('.5', 8)).toBe('0.5'));
  it('keeps a trailing dot while typing', () => expect(cleanAmountInput('2.', 8)).toBe('2.'));
  it('floors a buy to the chain amountPrecision as it is typed', () => expect(buy('0.123456', 4).amount).toBe('0.1234'));
  it('floors a sell amount to the token decimals', () => {
    const state = run([{ type: 'side', side: 'sell' }, { type: 'mode', mode: 'amount' }, { type: 'amount', amount: '1.1234567', decimals: 6 }]);
    expect(state.amount).toBe('1.123456');
  });
  it('defaults to 2 decimals when the token says none', () => expect(evaluate(buy('1.239', 8), { amountPrecision: 2 }).summary.amount?.toFixed()).toBe('1.23'));
  it('caps a percent of 100 or more at 100', () => {
    expect(cleanPercentInput('150')).toBe('100');
    expect(cleanPercentInput('100')).toBe('100');
    expect(cleanPercentInput('99.5')).toBe('99.5');
    expect(cleanPercentInput('.5')).toBe('0.5');
  });
  it('a quote needs an amount that is not empty, not zero and not ending with a dot', () => {
    expect(isQuotableAmount('')).toBe(false);
    expect(isQuotableAmount('0')).toBe(false);
    expect(isQuotableAmount('0.000')).toBe(false);
    expect(isQuotableAmount('1.')).toBe(false);
    expect(isQuotableAmount('0.01')).toBe(true);
  });
});

describe('side, mode and type transitions (spec 1 §2, §4)', () => {
  it('buy uses amount mode, sell percent mode', () => {
    expect(initialTradeForm.mode).toBe('amount');
    expect(run([{ type: 'side', side: 'sell' }]).mode).toBe('percent');
  });
  it('switching side clears amount and percent and resets the mode', () => {
    const state = run([{ type: 'amount', amount: '1', decimals: 4 }, { type: 'side', side: 'sell' }, { type: 'percent', percent: '50' }, { type: 'side', side: 'buy' }]);
    expect(state).toMatchObject({ side: 'buy', mode: 'amount', amount: '', percent: '' });
  });
  it('quick percents set percent mode, capped at 100; Max on a sell is 100 %', () => {
    expect(run([{ type: 'side', side: 'sell' }, { type: 'quickPercent', percent: 250 }]).percent).toBe('100');
    expect(run([{ type: 'side', side: 'sell' }, { type: 'mode', mode: 'amount' }, { type: 'max' }])).toMatchObject({ mode: 'percent', percent: '100' });
  });
  it('a quick amount fills the amount, floored', () => expect(run([{ type: 'quickAmount', amount: '0.123456', decimals: 2 }]).amount).toBe('0.12'));
  it('take-profit/stop-loss forces Market and Buy and keeps them', () => {
    const on = run([{ type: 'side', side: 'sell' }, { type: 'orderType', orderType: 'limit' }, { type: 'tpsl', on: true }]);
    expect(on).toMatchObject({ side: 'buy', orderType: 'market', tpsl: true });
    expect(run([{ type: 'side', side: 'sell' }, { type: 'orderType', orderType: 'limit' }], on)).toMatchObject({ side: 'buy', orderType: 'market' });
  });
  it('a fill keeps what the trader entered while the order was pending', () => {
    const pendingSell = run([{ type: 'side', side: 'sell' }, { type: 'quickPercent', percent: 50 }]);
    const edited = run([{ type: 'max' }], pendingSell);
    expect(run([{ type: 'filled', submitted: { amount: pendingSell.amount, percent: pendingSell.percent, target: pendingSell.target } }], edited)).toMatchObject({ percent: '100' });
  });
  it('a fill clears the amount, percent and target', () => {
    expect(run([{ type: 'amount', amount: '1', decimals: 4 }, { type: 'target', target: '2' }, { type: 'filled', submitted: { amount: '1', percent: '', target: '2' } }])).toMatchObject({ amount: '', percent: '', target: '' });
  });
});

describe('sell by percent', () => {
  it('sells the percent of the balance, floored to the token decimals', () => {
    expect(evaluate(sellPercent('33.33'), { tokenBalance: '1' }).summary.amount?.toFixed()).toBe('0.3333');
    expect(evaluate(sellPercent('50')).summary.amount?.toFixed()).toBe('1000');
  });
  it('100 % (or more) sells all, exactly the balance', () => {
    const { summary } = evaluate(sellPercent('100'), { tokenBalance: '1234.5678901234' });
    expect(summary.sellAll).toBe(true);
    expect(summary.amount?.toFixed()).toBe('1234.5678901234');
  });
  it('a sell with nothing held is a disabled Sell', () => {
    const result = evaluate(sellPercent('50'), { tokenBalance: '0' });
    expect(result.keys).toContain('no-balance');
    expect(result.button).toEqual({ action: 'submit', side: 'sell', disabled: true });
  });
});

describe('the four pre-check errors, each distinct (spec 1 §5)', () => {
  it('amount zero', () => expect(evaluate(buy('0.0')).keys).toEqual(['amount-zero']));
  it('amount above the balance (sell by amount)', () => {
    const state = run([{ type: 'side', side: 'sell' }, { type: 'mode', mode: 'amount' }, { type: 'amount', amount: '2001', decimals: 6 }]);
    expect(evaluate(state).keys).toEqual(['ins-bal']);
  });
  it('native balance below the priority fee', () => expect(evaluate(buy('0.1'), { priorityFee: '2' }).keys).toEqual(['ins-prio']));
  it('native balance below the protection tip', () => expect(evaluate(buy('0.1'), { tip: '1.6' }).keys).toEqual(['ins-tip']));
});

describe('main button (spec 1 §2)', () => {
  it('signed out: log in', () => expect(evaluate(buy('1'), { session: null, nativeBalance: null, tokenBalance: null }).button).toEqual({ action: 'login' }));
  it('zero native balance on a buy: Deposit', () => expect(evaluate(buy(''), { nativeBalance: '0' }).button).toEqual({ action: 'deposit' }));
  it('a buy above the balance: Top up', () => {
    const result = evaluate(buy('2'));
    expect(result.button).toEqual({ action: 'topUp' });
    expect(result.keys).toContain('ins-bal');
  });
  it('disabled while the amount is empty or zero', () => {
    expect(evaluate(buy('')).button).toEqual({ action: 'submit', side: 'buy', disabled: true });
    expect(evaluate(buy('0')).button).toEqual({ action: 'submit', side: 'buy', disabled: true });
  });
  it('enabled for a valid amount, disabled while an order is in flight', () => {
    expect(evaluate(buy('0.5')).button).toEqual({ action: 'submit', side: 'buy', disabled: false });
    expect(evaluate(buy('0.5'), {}, true).button).toEqual({ action: 'submit', side: 'buy', disabled: true });
  });
  it('disabled with the scan-unsupported warning for gatescan and walletconnect on Solana', () => {
    for (const walletType of ['gatescan', 'walletconnect'] as const) {
      const result = evaluate(buy('0.5'), { session: 'wallet', walletType });
      expect(result.keys).toContain('scan-unsupported');
      expect(result.button).toMatchObject({ disabled: true });
    }
    expect(evaluate(buy('0.5'), { session: 'wallet', walletType: 'phantom' }).keys).not.toContain('scan-unsupported');
  });
  it('Max on a buy leaves the fees', () => {
    const { summary } = evaluate(buy(''), { networkFee: new Decimal('0.000025'), priorityFee: '0.01', tip: '0.001' });
    expect(summary.maxBuy?.toFixed()).toBe('1.4889');
  });
});

describe('gatelayer bounds', () => {
  const gt: Partial<TradeInputs> = { chain: 'gatelayer', nativeBalance: '1000' };
  it('buys below 0.01 GT are market-low, above 350 GT market-exceed', () => {
    expect(evaluate(buy('0.0099'), gt).keys).toEqual(['market-low']);
    expect(evaluate(buy('350.0001'), gt).keys).toEqual(['market-exceed']);
    expect(evaluate(buy('0.01'), gt).keys).toEqual([]);
    expect(evaluate(buy('350'), gt).keys).toEqual([]);
  });
});

describe('limit tab', () => {
  it('is offered only on Solana for custodial logins', () => {
    expect(evaluate(buy('1')).summary.limitAllowed).toBe(true);
    expect(evaluate(buy('1'), { session: 'wallet' }).summary.limitAllowed).toBe(false);
    expect(evaluate(buy('1'), { chain: 'bsc' }).summary.limitAllowed).toBe(false);
  });
  it('needs a target price', () => {
    const state = run([{ type: 'orderType', orderType: 'limit' }, { type: 'amount', amount: '0.1', decimals: 4 }]);
    expect(evaluate(state).keys).toEqual(['target-empty']);
    expect(evaluate(tradeFormReducer(state, { type: 'target', target: '0.0021' })).keys).toEqual([]);
  });
  it('an empty target is not shown as an error before the user typed an amount or a target', () => {
    const limit = run([{ type: 'orderType', orderType: 'limit' }]);
    const shown = (state: TradeFormState) => formErrors(state, evaluate(state).findings).map((finding) => finding.key);
    expect(shown(limit)).toEqual([]);
    expect(shown(tradeFormReducer(limit, { type: 'amount', amount: '0.1', decimals: 4 }))).toEqual(['target-empty']);
    expect(shown(tradeFormReducer(limit, { type: 'target', target: '0' }))).toEqual(['target-empty']);
  });
  it('the slider sets the target relative to the current value (-100..100 %)', () => {
    const state = run([{ type: 'orderType', orderType: 'limit' }, { type: 'slider', percent: 50, current: '0.002' }]);
    expect(state.target).toBe('0.003');
    expect(run([{ type: 'slider', percent: -250, current: '0.002' }]).slider).toBe(-100);
  });
  it('a market-cap target drops its grouping commas, keeps its decimal point, and converts to a price', () => {
    const state = run([{ type: 'orderType', orderType: 'limit' }, { type: 'basis', basis: 'MCAP' }, { type: 'target', target: '2,000,000.5' }]);
    expect(state.target).toBe('2000000.5');
    expect(evaluate(run([{ type: 'basis', basis: 'MCAP' }, { type: 'target', target: '2000000' }])).summary.targetPriceUsd?.toFixed()).toBe('0.004');
  });
});

describe('notices and warnings', () => {
  it('chains with trading off', () => expect(evaluate(buy('1'), { chain: 'polygon' }).keys).toContain('trading-off'));
  it('low liquidity is a warning, not a block', () => {
    expect(evaluate(buy('0.5')).findings).toEqual([]);
    const result = evaluate(buy('0.5'), { lowLiquidity: true });
    expect(result.findings).toEqual([{ key: 'low-liquidity', level: 'warning' }]);
    expect(result.button).toMatchObject({ disabled: false });
  });
});

describe('network fee estimate (spec 1 §9)', () => {
  const gas = { priorityWei: '1000000000', baseWei: '2000000000', gasLimit: 150000 };
  it('solana: gas, plus rent on a first buy', () => {
    expect(estimateNetworkFee('solana', null)?.toFixed()).toBe('0.000025');
    expect(estimateNetworkFee('solana', null, { firstBuy: true })?.toFixed()).toBe('0.00091588');
  });
  it('eth and bsc are fixed 0', () => expect(estimateNetworkFee('eth', gas)?.toFixed()).toBe('0'));
  it('base: 6 x 1.4 x (gas + base) x limit + 3e12 wei', () => expect(estimateNetworkFee('base', gas)?.toFixed()).toBe('0.003783'));
  it('arbitrum: 6 x 1.4 x (gas + base) x limit + 1e13 wei', () => expect(estimateNetworkFee('arbitrum', gas)?.toFixed()).toBe('0.00379'));
  it('gatelayer: 2.8 x gas x limit plus the base part', () => expect(estimateNetworkFee('gatelayer', gas)?.toFixed()).toBe('0.00072'));
  it('other EVM: 2.8 x (gas + base) x limit', () => expect(estimateNetworkFee('linea', gas)?.toFixed()).toBe('0.00126'));
  it('unknown without gas data', () => expect(estimateNetworkFee('base', null)).toBeNull());
});


describe('the live figures the form leaves to leaves', () => {
  it("valueUsdOf: the amount at the unit price, as the summary's valueUsd", () => {
    expect(valueUsdOf(new Decimal('2'), '0.25')?.toFixed()).toBe('0.5');
    expect(valueUsdOf(null, '0.25')).toBeNull();
    expect(valueUsdOf(new Decimal('2'), null)).toBeNull();
    const sell = run([{ type: 'side', side: 'sell' }, { type: 'percent', percent: '50' }]);
    expect(valueUsdOf(evaluate(sell).summary.amount, base.priceUsd)?.toFixed()).toBe(evaluate(sell).summary.valueUsd?.toFixed());
  });
  it('isLowLiquidity: known and under $1000, the warning of tradeFindings', () => {
    expect(isLowLiquidity('999.99')).toBe(true);
    expect(isLowLiquidity('1000')).toBe(false);
    expect(isLowLiquidity(null)).toBe(false);
    expect(evaluate(initialTradeForm, { lowLiquidity: isLowLiquidity('999') }).keys).toContain('low-liquidity');
    expect(evaluate(initialTradeForm, { lowLiquidity: isLowLiquidity('1000') }).keys).not.toContain('low-liquidity');
  });
});
