/**
 * Where the recovery-key modal's download links point (spec 2 §2 names them but not their
 * targets): the same store pages the host's login drawer and status bar use, plus a direct APK.
 */
export const WALLET_DOWNLOADS = [
  { id: 'chrome', href: 'https://chromewebstore.google.com/search/nova%20wallet' },
  { id: 'appStore', href: 'https://apps.apple.com/app/nova' },
  { id: 'android', href: 'https://nova.app/download/nova-wallet.apk' },
  { id: 'googlePlay', href: 'https://play.google.com/store/apps/details?id=app.nova' },
] as const;

export type WalletDownload = (typeof WALLET_DOWNLOADS)[number]['id'];
