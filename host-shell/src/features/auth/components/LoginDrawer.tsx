import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { LAYOUT, PRODUCT_NAME, type ApiClient, type LoginResult } from '@nova/shared-contracts';
import { Button, Chip, Dialog, Spinner, vars } from '@nova/shared-ui';
import { RELAY_KINDS, WALLET_KINDS, type WalletKind } from '../../wallet';
import type { SignInStage } from '../../wallet';
import type { AuthTranslate } from './AuthModal';
import { ScanLogin } from './ScanLogin';

export interface LoginDrawerProps {
  open: boolean;
  onClose: () => void;
  t: AuthTranslate;
  isMobile: boolean;
  available: (kind: WalletKind) => boolean;
  /** Busy state while a wallet signs in: which wallet and which stage. */
  pending: { kind: WalletKind; stage: SignInStage } | null;
  /** `family`: the side {product} Wallet signs in on (its network choice). */
  onWallet: (kind: WalletKind, family?: 'evm' | 'solana') => void;
  /** {product} Wallet's network at first: the active chain's family. */
  novaFamily: 'evm' | 'solana';
  onEmail: () => void;
  onOAuth: (provider: 'google' | 'exchange') => void;
  /** Where to get the {product} app (shown beside the sign-in QR code). */
  appLink: string;
  /** The sign-in QR code's calls ({product} scan). */
  api: Pick<ApiClient, 'call'>;
  /** A session the {product} app approved. */
  onScanSignedIn: (result: LoginResult) => void;
}

/**
 * The login drawer (spec 2 §2): 482 wide from the right, full width on mobile. The {product}
 * wallet first (recommended), the app QR code (desktop), the quick-account button (email, Google,
 * exchange), then Phantom, MetaMask (hidden on mobile), WalletConnect (only with a WalletConnect
 * project id) and {product} scan. The app QR code and {product} scan open the sign-in QR code.
 */
export function LoginDrawer({ open, onClose, t, isMobile, available, pending, onWallet, novaFamily, onEmail, onOAuth, appLink, api, onScanSignedIn }: LoginDrawerProps) {
  const [quick, setQuick] = useState(false);
  const [scan, setScan] = useState(false);
  const [family, setFamily] = useState(novaFamily);
  // A closed drawer opens on its list again; the QR code's view unmounts with it, and its poll stops.
  useEffect(() => {
    if (!open) setScan(false);
  }, [open]);
  const walletButton = (kind: WalletKind, recommended = false) => {
    const info = WALLET_KINDS[kind];
    const installed = available(kind);
    const install = !installed && Boolean(info.installUrl);
    return (
      <WalletRow key={kind} type="button" data-recommended={recommended || undefined} disabled={pending !== null} onClick={() => (kind === 'gatescan' ? setScan(true) : onWallet(kind, WALLET_KINDS[kind].alsoSolana ? family : undefined))} aria-label={install ? `${info.label}: ${t('auth.drawer.install')}` : info.label}>
        <WalletGlyph aria-hidden data-kind={kind}>
          {info.label.slice(0, 1)}
        </WalletGlyph>
        <WalletName>{info.label}</WalletName>
        {recommended && <Tag>{t('auth.drawer.recommended')}</Tag>}
        {install && <Tag data-tone="muted">{t('auth.drawer.install')}</Tag>}
      </WalletRow>
    );
  };
  // WalletConnect needs the relay's project id: without one it is not offered.
  const others = (['phantom', 'metamask', 'walletconnect', 'gatescan'] as const satisfies readonly WalletKind[]).filter(
    (kind) => !(isMobile && WALLET_KINDS[kind].desktopOnly) && (!RELAY_KINDS.includes(kind) || available(kind)),
  );

  return (
    <Dialog open={open} onClose={onClose} title={t('auth.drawer.title')} variant="drawer" width={LAYOUT.drawerWidth}>
      {scan ? (
        <ScanLogin api={api} t={t} onSignedIn={onScanSignedIn} onBack={() => setScan(false)} appLink={appLink} />
      ) : (
      <Stack>
        {walletButton('nova', true)}
        {available('nova') && (
          <Networks role="group" aria-label={t('auth.drawer.novaNetwork', { product: PRODUCT_NAME })}>
            <span aria-hidden>{t('auth.drawer.novaNetwork', { product: PRODUCT_NAME })}</span>
            {(['evm', 'solana'] as const).map((value) => (
              <Chip key={value} selected={family === value} disabled={pending !== null} onChange={() => setFamily(value)}>
                {value === 'evm' ? 'EVM' : 'Solana'}
              </Chip>
            ))}
          </Networks>
        )}
        {!isMobile && (
          <Qr type="button" disabled={pending !== null} onClick={() => setScan(true)}>
            <QrGlyph aria-hidden viewBox="0 0 24 24">
              <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM5 5v3h3V5zM16 5v3h3V5zM5 16v3h3v-3zM14 14h3v3h-3zM18 18h3v3h-3zM14 19h2v2h-2zM19 14h2v2h-2z" fillRule="evenodd" />
            </QrGlyph>
            <span>{t('auth.drawer.appQr', { product: PRODUCT_NAME })}</span>
          </Qr>
        )}
        {quick ? (
          <Group aria-label={t('auth.drawer.quickAccount')} role="group">
            <Button block size="lg" onClick={onEmail}>
              {t('auth.quick.email')}
            </Button>
            <Button block size="lg" onClick={() => onOAuth('google')}>
              {t('auth.quick.google')}
            </Button>
            <Button block size="lg" onClick={() => onOAuth('exchange')}>
              {t('auth.quick.exchange', { product: PRODUCT_NAME })}
            </Button>
            <Button block variant="ghost" onClick={() => setQuick(false)}>
              {t('auth.quick.back')}
            </Button>
          </Group>
        ) : (
          <Button block size="lg" variant="primary" onClick={() => setQuick(true)}>
            {t('auth.drawer.quickAccount')}
          </Button>
        )}
        <SectionTitle>{t('auth.drawer.otherWallets')}</SectionTitle>
        {others.map((kind) => walletButton(kind))}
        <Footer>
          <a href="/terms">{t('auth.drawer.terms')}</a> · <a href="/privacy">{t('auth.drawer.privacy')}</a>
        </Footer>
      {pending && (
        <Overlay role="status" aria-live="polite">
          <Spinner size={28} decorative />
          <span>
            {pending.stage === 'connecting'
              ? t('auth.drawer.connecting', { wallet: WALLET_KINDS[pending.kind].label })
              : pending.stage === 'signing'
                ? t('auth.drawer.signing', { wallet: WALLET_KINDS[pending.kind].label })
                : t('auth.drawer.verifying')}
          </span>
        </Overlay>
      )}
      </Stack>
      )}
    </Dialog>
  );
}

const Networks = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  margin-top: calc(-1 * ${vars.size.space2});
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  & > span { margin-inline-end: auto; }
`;

const Stack = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

const WalletRow = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.size.space4};
  width: 100%;
  height: 52px;
  padding: 0 ${vars.size.space5};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.size.fontMd};
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${vars.color.borderStrong}; background: ${vars.color.surfaceHover}; }
  &:disabled { opacity: 0.6; cursor: wait; }
  &[data-recommended] { border-color: ${vars.color.accent}; }
`;

const WalletName = styled.span`
  flex: 1;
`;

const WalletGlyph = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 8px;
  background: ${vars.color.accent};
  color: #fff;
  font-weight: 700;
  &[data-kind='phantom'] { background: #ab9ff2; }
  &[data-kind='metamask'] { background: #f6851b; }
  &[data-kind='walletconnect'] { background: #3b99fc; }
  &[data-kind='gatescan'] { background: #17e6a1; color: #0b0e13; }
`;

const Tag = styled.span`
  padding: 2px 6px;
  border-radius: 4px;
  background: ${vars.color.upSoft};
  color: ${vars.color.up};
  font-size: ${vars.size.fontXs};
  &[data-tone='muted'] { background: ${vars.color.surfaceHover}; color: ${vars.color.textMuted}; }
`;

const Qr = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.size.space5};
  padding: ${vars.size.space4};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: none;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.size.fontSm};
  text-align: start;
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${vars.color.borderStrong}; color: ${vars.color.text}; }
`;

const QrGlyph = styled.svg`
  flex: none;
  width: 40px;
  height: 40px;
  fill: currentColor;
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
`;

const SectionTitle = styled.h3`
  margin: ${vars.size.space4} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  font-weight: 500;
`;

const Footer = styled.p`
  margin: ${vars.size.space5} 0 0;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
  text-align: center;
  a { color: ${vars.color.textMuted}; }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.size.space5};
  background: rgba(11, 14, 19, 0.86);
  font-size: ${vars.size.fontMd};
`;
