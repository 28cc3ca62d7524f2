import { describe, expect, it } from 'vitest';
import { pushKeyOf } from './frameKey';

const push = (key: string, data: unknown = { current_price: '1' }) => JSON.stringify({ channel: 'token_price_change', key, data });

describe('pushKeyOf', () => {
  it('reads the key of a push as the server writes it', () => {
    expect(pushKeyOf(push('token_price_change?address=LOAD1&chain=solana'))).toBe('token_price_change?address=LOAD1&chain=solana');
  });

  it('reads the key JSON.parse would read', () => {
    const text = push('token_rank?chain=bsc&type=hot', { key: 'not this one', tokens: [] });
    expect(pushKeyOf(text)).toBe((JSON.parse(text) as { key: string }).key);
  });

  it('leaves frames of another shape to the full parse', () => {
    expect(pushKeyOf(JSON.stringify({ key: 'k', channel: 'c', data: 1 }))).toBeUndefined();
    expect(pushKeyOf(JSON.stringify({ data: { key: 'k' }, channel: 'c', key: 'k' }))).toBeUndefined();
    expect(pushKeyOf('{ "channel": "c", "key": "k" }')).toBeUndefined();
    expect(pushKeyOf('not json')).toBeUndefined();
    expect(pushKeyOf('{"channel":"c","key":"unterminated')).toBeUndefined();
  });

  it('leaves keys and channels with escapes to the full parse', () => {
    expect(pushKeyOf(push('a"b'))).toBeUndefined();
    expect(pushKeyOf(push('a\\b'))).toBeUndefined();
    expect(pushKeyOf(JSON.stringify({ channel: 'c"', key: 'k', data: 1 }))).toBeUndefined();
  });

  it('reads the key when only the data has escapes', () => {
    expect(pushKeyOf(push('token_rank?type=hot', { tokens: [{ name: 'a "quoted" \\ name' }] }))).toBe('token_rank?type=hot');
  });

  it('never reads an ack as a push', () => {
    expect(pushKeyOf(JSON.stringify({ channel: 'heartbeat', key: 'heartbeat?', ack_id: 'hb-1', code: 0 }))).toBeUndefined();
    expect(pushKeyOf(JSON.stringify({ ack_id: 'sub-1', code: 0 }))).toBeUndefined();
  });
});
