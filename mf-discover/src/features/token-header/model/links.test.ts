import { describe, expect, it } from 'vitest';
import { headerLinks } from './links';

describe('headerLinks', () => {
  it('offers the website first, then X (Twitter), Telegram and Discord', () => {
    expect(headerLinks({ discord: 'https://discord.gg/a', telegram: 'https://t.me/a', website: 'https://a.example/', twitter: 'https://x.com/a' })).toEqual([
      { kind: 'website', url: 'https://a.example/' },
      { kind: 'twitter', url: 'https://x.com/a' },
      { kind: 'telegram', url: 'https://t.me/a' },
      { kind: 'discord', url: 'https://discord.gg/a' },
    ]);
  });

  it("leaves out missing links, the string 'null' and anything but http(s)", () => {
    expect(headerLinks({ website: 'null', twitter: 'javascript:alert(1)', telegram: '  ', discord: 'http://discord.gg/b' })).toEqual([{ kind: 'discord', url: 'http://discord.gg/b' }]);
    expect(headerLinks({})).toEqual([]);
  });
});
