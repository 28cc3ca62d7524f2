import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HostContext } from '../app/HostContext';
import type { HostPlatform } from '../platform/createPlatform';
import { createI18n } from '../services/i18n/i18n';
import { PREVIEW_STORAGE_KEY, PreviewBanner, loadPreviewCode } from './lazyPreview';

const ASKED = '?preview=mf_discover%40http%3A%2F%2F127.0.0.1%3A4300%2Fmf-manifest.json';

describe('the staging preview chunk', () => {
  it('is not loaded when the URL asks for no preview and the session keeps none', () => {
    expect(loadPreviewCode('?i=FRIEND', sessionStorage)).toBeNull();
  });

  it('is loaded when the URL asks for a preview or the session keeps one', async () => {
    expect((await loadPreviewCode(ASKED, sessionStorage))?.resolvePreview).toBeTypeOf('function');
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ remote: 'mf_discover', manifestUrl: 'http://127.0.0.1:4300/mf-manifest.json' }));
    expect((await loadPreviewCode('', sessionStorage))?.resolvePreview).toBeTypeOf('function');
  });

  it('brings the banner, which then renders at once (the first render has it: no shift after)', async () => {
    await loadPreviewCode(ASKED, sessionStorage);
    const platform = { i18n: createI18n() } as HostPlatform;
    render(
      <HostContext.Provider value={{ platform, preview: { active: { remote: 'mf_discover', manifestUrl: 'http://127.0.0.1:4300/mf-manifest.json' }, refused: null } }}>
        <PreviewBanner />
      </HostContext.Provider>,
    );
    expect(screen.getByRole('region', { name: 'Staging preview' })).toHaveTextContent('Staging preview: mf_discover is loaded from http://127.0.0.1:4300/mf-manifest.json');
  });
});
