import { describe, expect, it } from 'vitest';
import type { TradeEvent } from '@nova/shared-contracts';
import { csvField, tradesCsv, tradesCsvName } from './tradesCsv';

const trade = (over: Partial<TradeEvent> = {}): TradeEvent => ({
  id: '5hash',
  chain: 'solana',
  token_address: 'Tok111',
  token_symbol: 'PEPE',
  token_icon: '',
  side: 'buy',
  amount: '1234.5',
  native_amount: '0.1',
  price_usd: '0.0000123',
  volume_usd: '15.2',
  tx_hash: '5hash',
  trade_timestamp: Date.UTC(2026, 11, 5, 23, 4, 5),
  source: 'market',
  wallet_address: 'SolWallet',
  fee: '0.000105',
  ...over,
});

describe('the trade export (CSV)', () => {
  it('a header and one row per trade: UTC time, plain decimals, the fee in the native coin, the tx hash', () => {
    const lines = tradesCsv([trade(), trade({ chain: 'bsc', side: 'sell', fee: undefined, tx_hash: '0xabc', token_symbol: 'CAKE' })]).split('\r\n');
    expect(lines[0]).toBe('time_utc,chain,token_symbol,token_address,side,token_amount,native_amount,native_coin,price_usd,value_usd,fee,fee_coin,source,tx_hash,wallet_address');
    expect(lines[1]).toBe('2026-12-05T23:04:05.000Z,solana,PEPE,Tok111,buy,1234.5,0.1,SOL,0.0000123,15.2,0.000105,SOL,market,5hash,SolWallet');
    expect(lines[2]).toBe('2026-12-05T23:04:05.000Z,bsc,CAKE,Tok111,sell,1234.5,0.1,BNB,0.0000123,15.2,,,market,0xabc,SolWallet');
    expect(lines.at(-1)).toBe('');
  });
  it('quotes what needs quoting and defuses a symbol written as a formula or with bidi controls', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")', true)).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-2+3', true)).toBe("'-2+3");
    expect(csvField('\u202ETDSU', true)).toBe('TDSU');
    expect(csvField('-0.5')).toBe('-0.5');
  });
  it('an empty history is the header alone; the file is named by its UTC date', () => {
    expect(tradesCsv([])).toBe('time_utc,chain,token_symbol,token_address,side,token_amount,native_amount,native_coin,price_usd,value_usd,fee,fee_coin,source,tx_hash,wallet_address\r\n');
    expect(tradesCsvName(Date.UTC(2026, 0, 2, 23, 59))).toBe('nova-trades-2026-01-02.csv');
  });
});
