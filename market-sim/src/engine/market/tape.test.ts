import { describe, expect, it } from 'vitest';
import { Tape } from './tape';
import type { TapeTrade } from './tape';

const trade = (time: number): TapeTrade => ({ time, priceUsd: 1, volumeUsd: 10, amount: 10, side: 'buy', maker: 0 });

describe('Tape.push', () => {
  it('stores whole milliseconds: a fractional stamp is cut (the API sends event_time as an integer)', () => {
    const tape = new Tape();
    expect(tape.push(trade(1_795_764_917_627.1716)).time).toBe(1_795_764_917_627);
    expect(tape.push(trade(1_795_764_917_700)).time).toBe(1_795_764_917_700);
    expect(tape.trades.every((t) => Number.isInteger(t.time))).toBe(true);
  });
  it('moves a trade stamped before the last one to the last one\'s time', () => {
    const tape = new Tape();
    tape.push(trade(2_000));
    expect(tape.push(trade(1_500.5)).time).toBe(2_000);
    expect(tape.length).toBe(2);
  });
});
