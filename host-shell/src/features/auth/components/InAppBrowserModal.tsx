import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, Dialog, vars } from '@nova/shared-ui';
import type { AuthTranslate } from './AuthModal';

export interface InAppBrowserModalProps {
  open: boolean;
  onClose: () => void;
  onEmail: () => void;
  t: AuthTranslate;
}

/** Spec 1 §2: Google sign-in inside an app's built-in browser — how to open the page in a real browser. */
export function InAppBrowserModal({ open, onClose, onEmail, t }: InAppBrowserModalProps) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.inApp.title')} width={400}>
      <Body>
        <p>{t('auth.inApp.body')}</p>
        <ol>
          <li>{t('auth.inApp.step1')}</li>
          <li>{t('auth.inApp.step2')}</li>
        </ol>
        <Button variant="primary" block size="lg" onClick={() => void copy()}>
          {t('auth.inApp.copy')}
        </Button>
        {copied && (
          <p role="status" className="copied">
            {copied === 'yes' ? t('auth.inApp.copied') : window.location.href}
          </p>
        )}
        <Button variant="ghost" block onClick={onEmail}>
          {t('auth.inApp.email')}
        </Button>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  p { margin: 0; line-height: 1.5; color: ${vars.color.textMuted}; }
  ol { margin: 0; padding-inline-start: 20px; display: flex; flex-direction: column; gap: ${vars.size.space2}; }
  .copied { color: ${vars.color.up}; font-size: ${vars.size.fontSm}; overflow-wrap: anywhere; }
`;
