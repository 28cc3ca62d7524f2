import { describe, expect, it } from 'vitest';
import { communityLinks, usableUrl } from './social';

describe('communityLinks', () => {
  it('lists X, Telegram and Discord in that order, without the website', () => {
    expect(communityLinks({ website: 'https://a.io', discord: 'https://discord.gg/a', twitter: 'https://x.com/a', telegram: 'https://t.me/a' })).toEqual([
      { kind: 'twitter', url: 'https://x.com/a' },
      { kind: 'telegram', url: 'https://t.me/a' },
      { kind: 'discord', url: 'https://discord.gg/a' },
    ]);
  });

  it("treats the string 'null', blanks and missing values as no link", () => {
    expect(communityLinks({ twitter: 'null', telegram: ' ', discord: undefined })).toEqual([]);
    expect(communityLinks({ twitter: 'NULL' })).toEqual([]);
  });
});

describe('usableUrl', () => {
  it('opens only http(s) URLs', () => {
    expect(usableUrl('javascript:alert(1)')).toBeNull();
    expect(usableUrl('x.com/a')).toBeNull();
    expect(usableUrl(' https://t.me/a ')).toBe('https://t.me/a');
  });
});
