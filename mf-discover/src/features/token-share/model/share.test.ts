import { describe, expect, it } from 'vitest';
import { historyRequest, shareFileName, sparklinePoints, telegramShareUrl, tokenShareUrl, twitterShareUrl } from './share';

const NOW = 1_800_000_000_000;

describe('token share card', () => {
  it('asks for 100 points: 10 s bars for a token younger than an hour, else 300 s bars over at most 30 days', () => {
    expect(historyRequest(NOW - 20 * 60_000, NOW)).toEqual({ period: 10, start_time: NOW - 1_000_000, end_time: NOW, limit: 100 });
    expect(historyRequest(NOW - 5 * 60_000, NOW)).toMatchObject({ period: 10, start_time: NOW - 5 * 60_000 });
    expect(historyRequest(NOW - 90 * 86_400_000, NOW)).toEqual({ period: 300, start_time: NOW - 30 * 86_400_000, end_time: NOW, limit: 100 });
    expect(historyRequest(NOW - 2 * 86_400_000, NOW)).toMatchObject({ period: 300, start_time: NOW - 2 * 86_400_000 });
  });

  it('draws the last 100 closes low to high within the box; flat and single points sit in the middle; none draws nothing', () => {
    expect(sparklinePoints([1, 3, 2], 100, 50)).toBe('0,50 50,0 100,25');
    expect(sparklinePoints([2, 2], 100, 50)).toBe('0,25 100,25');
    expect(sparklinePoints([7], 100, 50)).toBe('0,25 100,25');
    expect(sparklinePoints([], 100, 50)).toBe('');
    expect(sparklinePoints(Array.from({ length: 150 }, (_, i) => i), 99, 10).split(' ')).toHaveLength(100);
  });

  it('shares the token page with the invite code, through Telegram and X intents', () => {
    expect(tokenShareUrl('https://nova.app', 'solana', 'So1', 'abc')).toBe('https://nova.app/trade/solana/So1?i=abc');
    expect(tokenShareUrl('https://nova.app/', 'bsc', '0xAb')).toBe('https://nova.app/trade/bsc/0xAb');
    expect(telegramShareUrl('https://nova.app/x', 'MOON on Nova')).toBe('https://t.me/share/url?url=https%3A%2F%2Fnova.app%2Fx&text=MOON+on+Nova');
    expect(twitterShareUrl('https://nova.app/x', 'MOON on Nova')).toBe('https://twitter.com/intent/tweet?text=MOON+on+Nova&url=https%3A%2F%2Fnova.app%2Fx');
  });

  it('names the file after a safe symbol and the day', () => {
    expect(shareFileName('MO/ON 🚀', new Date(2026, 10, 24))).toBe('nova-MOON-20261124.png');
    expect(shareFileName('🚀', new Date(2026, 0, 2))).toBe('nova-token-20260102.png');
  });
});
