import styled from '@emotion/styled';
import { QRCodeSVG } from 'qrcode.react';
import { Button, Dialog, Spinner, vars } from '@nova/shared-ui';
import type { AuthTranslate } from './AuthModal';

/** Where a WalletConnect pairing stands: reaching the relay, its URI to scan, or no relay. */
export type Pairing = { state: 'reaching' } | { state: 'uri'; uri: string } | { state: 'unreachable' };

export interface WalletConnectDialogProps {
  pairing: Pairing | null;
  onClose: () => void;
  onRetry: () => void;
  t: AuthTranslate;
}

/**
 * WalletConnect's pairing QR code (ours instead of the library's modal): a spinner while the relay
 * is reached, then the pairing URI as a QR code; a relay that cannot be reached is said in words,
 * with a Retry, instead of an empty code.
 */
export function WalletConnectDialog({ pairing, onClose, onRetry, t }: WalletConnectDialogProps) {
  return (
    <Dialog open={pairing !== null} onClose={onClose} title="WalletConnect" width={384}>
      <Body>
        {pairing?.state === 'uri' ? (
          <>
            <Code role="img" aria-label={t('auth.walletConnect.qr')}>
              <QRCodeSVG value={pairing.uri} size={232} bgColor="#ffffff" fgColor="#0b0e13" level="M" marginSize={2} aria-hidden />
            </Code>
            <span>{t('auth.walletConnect.qr')}</span>
          </>
        ) : pairing?.state === 'unreachable' ? (
          <>
            <Alert role="alert">{t('wallet.relayUnreachable')}</Alert>
            <Button variant="primary" block onClick={onRetry}>
              {t('auth.walletConnect.retry')}
            </Button>
          </>
        ) : (
          <Status role="status">
            <Spinner size={24} decorative />
            {t('auth.walletConnect.reaching')}
          </Status>
        )}
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.size.space4};
  min-height: 120px;
  justify-content: center;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  text-align: center;
`;

const Code = styled.div`
  line-height: 0;
  border-radius: ${vars.size.radiusMd};
  overflow: hidden;
`;

const Status = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.size.space4};
  margin: 0;
`;

const Alert = styled.p`
  margin: 0;
  color: ${vars.color.down};
  font-size: ${vars.size.fontMd};
`;
