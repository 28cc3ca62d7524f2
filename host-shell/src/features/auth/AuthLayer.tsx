import { useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, CHAINS, LAYOUT, TOASTS, type ApiClient, type BusEventMap, type ChainKey, type EventBus, type LoginResult, type ToastService } from '@nova/shared-contracts';
import { useMessages } from '@nova/shared-ui';
import { AuthModal, type AuthTranslate } from './components/AuthModal';
import { InAppBrowserModal } from './components/InAppBrowserModal';
import { LoginDrawer } from './components/LoginDrawer';
import { WalletConnectDialog, type Pairing } from './components/WalletConnectDialog';
import { isInAppBrowser } from './model/inAppBrowser';
import { AUTH_CATALOGUES } from '../../services/i18n/auth/messages';
import type { LoginController } from './model/loginController';
import { PopupBlockedError, consentUrl, openAuthPopup } from './model/popup';
import { WALLET_ERRORS, WALLET_KINDS, WalletError, type WalletKind } from '../wallet';
import { walletSignIn, type SignInStage } from '../wallet';
import type { WalletConnections } from '../wallet';

export interface AuthLayerProps {
  controller: LoginController;
  api: ApiClient;
  /** Keeps the login result (the host's session store). */
  keepSession: (result: LoginResult) => void;
  wallets: Pick<WalletConnections, 'available' | 'signInWallet'>;
  toast: ToastService;
  bus: EventBus<BusEventMap>;
  navigate: (path: string) => void;
  /** Invitation code carried by the URL (i) or stored (ref); sent with sign-up and wallet sign-in. */
  invitationCode?: string;
  appLink?: string;
  /** The active chain: its family is {product} Wallet's network at first. */
  activeChain?: () => ChainKey;
}

const isNarrow = () => typeof window !== 'undefined' && window.innerWidth < LAYOUT.mobileBreakpoint;

/** The login drawer and the email modal, driven by the login controller; owns every sign-in path. */
export function AuthLayer({ controller, api, keepSession, wallets, toast, bus, navigate, invitationCode, appLink = 'https://nova.app/download', activeChain }: AuthLayerProps) {
  const state = useSyncExternalStore(controller.subscribe, controller.get);
  const [pending, setPending] = useState<{ kind: WalletKind; stage: SignInStage } | null>(null);
  const [inApp, setInApp] = useState(false);
  // WalletConnect's pairing QR code; `closed` marks an attempt the user walked away from.
  const [pairing, setPairing] = useState<Pairing | null>(null);
  const closed = useRef(false);
  // Registered before the first render, so the drawer never shows a raw key; re-renders on a locale change.
  const { t } = useMessages('auth', AUTH_CATALOGUES) as { t: AuthTranslate };

  const finish = (result: LoginResult) => {
    keepSession(result);
    if (result.user.wallet_type === 'phantom' || result.user.wallet_family === 'solana') bus.emit('chain.changed', { chain: 'solana' });
    toast.show({ kind: 'success', message: t('auth.welcome'), durationMs: TOASTS.tradeDurationMs });
    const redirect = controller.signedIn();
    if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) navigate(redirect);
  };

  const onWallet = async (kind: WalletKind, family?: 'evm' | 'solana') => {
    if (pending) return;
    const info = WALLET_KINDS[kind];
    if (!wallets.available(kind) && info.installUrl) {
      toast.show({ kind: 'warning', message: t('wallet.notInstalled', { wallet: info.label }), durationMs: 3000 });
      // The {product} wallet opens its store page after 1 s (spec 2 §8); the others show the hint.
      if (kind === 'nova') setTimeout(() => window.open(info.installUrl, '_blank', 'noopener'), 1000);
      return;
    }
    const relay = kind === 'walletconnect';
    closed.current = false;
    if (relay) setPairing({ state: 'reaching' });
    try {
      const result = await walletSignIn(wallets.signInWallet(kind, family), api, {
        ...(family ? { family } : {}),
        ...(invitationCode ? { invitationCode } : {}),
        onStage: (stage) => {
          setPending({ kind, stage });
          // Paired: the wallet takes over (it asks for the signature), the code has done its job.
          if (stage !== 'connecting') setPairing(null);
        },
        ...(relay ? { onPairingUri: (uri: string) => !closed.current && setPairing({ state: 'uri', uri }) } : {}),
      });
      finish(result);
    } catch (error) {
      if (error instanceof WalletError && error.key === WALLET_ERRORS.relayUnreachable) {
        // Said in the pairing dialog, with its Retry (not a toast that goes away).
        if (!closed.current) setPairing({ state: 'unreachable' });
        return;
      }
      setPairing(null);
      if (error instanceof WalletError && error.silent) return;
      const message =
        error instanceof WalletError
          ? error.key === WALLET_ERRORS.addressMismatch
            ? t('fomox-sign-address-different')
            : t(error.key, { ...error.values })
          : error instanceof ApiError
            ? error.message
            : String(error);
      toast.show({ kind: 'error', message, durationMs: TOASTS.tradeDurationMs });
    } finally {
      setPending(null);
    }
  };

  const onOAuth = async (provider: 'google' | 'exchange') => {
    // Google refuses embedded browsers: explain how to open the page in a real one (spec 1 §2).
    if (provider === 'google' && isInAppBrowser(navigator.userAgent)) {
      setInApp(true);
      return;
    }
    try {
      const { code } = await openAuthPopup(consentUrl(api.baseUrl, provider));
      const request = { code, ...(invitationCode ? { invitation_code: invitationCode } : {}) };
      finish(provider === 'google' ? await api.call('accountGoogleOauth', request) : await api.call('accountExchangeOauth', request));
    } catch (error) {
      const message = error instanceof PopupBlockedError ? t('auth.popup.blocked') : t('auth.popup.failed', { reason: error instanceof Error ? error.message : String(error) });
      toast.show({ kind: 'error', message, durationMs: TOASTS.tradeDurationMs });
    }
  };

  return (
    <>
      <LoginDrawer
        open={state.drawer && state.modal === null}
        onClose={() => controller.dismiss()}
        t={t}
        isMobile={isNarrow()}
        available={wallets.available}
        pending={pending}
        onWallet={(kind, family) => void onWallet(kind, family)}
        novaFamily={activeChain && CHAINS[activeChain()].family === 'solana' ? 'solana' : 'evm'}
        onEmail={() => controller.openEmail('login')}
        onOAuth={(provider) => void onOAuth(provider)}
        appLink={appLink}
        api={api}
        onScanSignedIn={finish}
      />
      <WalletConnectDialog
        pairing={pairing}
        onClose={() => {
          closed.current = true;
          setPairing(null);
        }}
        onRetry={() => void onWallet('walletconnect')}
        t={t}
      />
      <InAppBrowserModal
        open={inApp}
        onClose={() => setInApp(false)}
        onEmail={() => {
          setInApp(false);
          controller.openEmail('login');
        }}
        t={t}
      />
      <AuthModal
        open={state.modal !== null}
        initialMode={state.modal ?? 'login'}
        onClose={() => controller.closeEmail()}
        api={api}
        onSignedIn={finish}
        t={t}
        {...(invitationCode ? { invitationCode } : {})}
      />
    </>
  );
}
