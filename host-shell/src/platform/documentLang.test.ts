import { describe, expect, it } from 'vitest';
import type { Locale } from '@nova/shared-contracts';
import { followDocumentLang } from './documentLang';

describe('followDocumentLang', () => {
  it('sets the document language at once and on every locale change', () => {
    const root = { lang: 'en', dir: '' };
    let listener: ((locale: Locale) => void) | undefined;
    const stop = followDocumentLang(root, { locale: () => 'ko', subscribe: (l) => ((listener = l), () => (listener = undefined)) });
    expect(root.lang).toBe('ko');
    expect(root.dir).toBe('ltr');
    listener?.('zh-tw');
    expect(root.lang).toMatch(/^zh-(TW|Hant)/i);
    listener?.('ar');
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    stop();
    expect(listener).toBeUndefined();
  });
});
