import { useState } from 'react';
import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';
import { useHost, useT } from '../app/HostContext';
import { clearPreview } from '../preview/preview';
import { previewEn } from '../services/i18n/parts/preview';

/** The staging-preview banner (an override in force) and the refusal message (one refused), in the `preview` chunk. */
export function PreviewBanner() {
  const t = useT(previewEn);
  const { preview } = useHost();
  const [refusalSeen, setRefusalSeen] = useState(false);
  return (
    <>
      {preview.active && (
        <Banner role="region" aria-label="Staging preview" data-kind="active">
          <span>{t('shell.preview.banner', { remote: preview.active.remote, url: preview.active.manifestUrl })}</span>
          <button
            type="button"
            onClick={() => {
              clearPreview(sessionStorage);
              window.location.reload();
            }}
          >
            {t('shell.preview.clear')}
          </button>
        </Banner>
      )}
      {preview.refused && !refusalSeen && (
        <Banner role="alert" data-kind="refused">
          <span>{t('shell.preview.refused', { reason: preview.refused.reason })}</span>
          <button type="button" onClick={() => setRefusalSeen(true)}>
            Dismiss
          </button>
        </Banner>
      )}
    </>
  );
}

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 6px 12px;
  font-size: ${vars.size.fontSm};
  word-break: break-all;
  &[data-kind='active'] { background: ${vars.color.warnSoft}; color: ${vars.color.warn}; }
  &[data-kind='refused'] { background: ${vars.color.downSoft}; color: ${vars.color.text}; }
  button {
    flex: none;
    background: transparent;
    color: inherit;
    border: 1px solid currentColor;
    border-radius: ${vars.size.radiusSm};
    padding: 2px 8px;
    cursor: pointer;
  }
`;
