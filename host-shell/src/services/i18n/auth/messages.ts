import { LOCALES } from '@nova/shared-contracts';
import type { Locale } from '@nova/shared-contracts';
import type { Catalogues } from '@nova/shared-ui';
import { AUTH_FEEDBACK_TRANSLATIONS } from './feedbackTranslations';
import { AUTH_PAIRING_TRANSLATIONS } from './pairingTranslations';
import { AUTH_TRANSLATIONS } from './translations';

/** English texts of the sign-in UI; the message keys of spec 2 keep their fomox-* names. */
export const authEn = {
  'auth.drawer.title': 'Connect wallet',
  'auth.drawer.recommended': 'Recommended',
  'auth.drawer.quickAccount': 'Log in with email, Google or exchange',
  'auth.drawer.otherWallets': 'Other wallets',
  'auth.drawer.appQr': 'Scan with the {product} app',
  'auth.drawer.install': 'Install',
  'auth.drawer.novaNetwork': '{product} Wallet network',
  'auth.drawer.connecting': 'Connecting to {wallet}…',
  'auth.drawer.signing': 'Sign the message in {wallet}…',
  'auth.drawer.verifying': 'Verifying…',
  'auth.drawer.terms': 'Terms',
  'auth.drawer.privacy': 'Privacy',
  'auth.quick.email': 'Continue with email',
  'auth.quick.google': 'Continue with Google',
  'auth.quick.exchange': 'Continue with {product} exchange',
  'auth.quick.back': 'Back',
  'auth.modal.login': 'Log in',
  'auth.modal.signUp': 'Sign up',
  'auth.modal.forgotPwd': 'Reset password',
  'auth.modal.forgotLink': 'Forgot password?',
  'auth.field.email': 'Email',
  'auth.field.code': 'Verification code',
  'auth.field.password': 'Password',
  'auth.field.confirm': 'Confirm password',
  'auth.field.invitation': 'Invitation code (optional)',
  'auth.step.continue': 'Continue',
  'auth.step.codeSent': 'We sent a 6-digit code to {email}.',
  'auth.step.resend': 'Resend code',
  'auth.step.resendIn': 'Resend in {seconds}s',
  'auth.step.submitLogin': 'Log in',
  'auth.step.submitSignUp': 'Create account',
  'auth.step.submitReset': 'Set new password',
  'auth.popup.blocked': 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  'auth.popup.failed': 'Sign-in did not complete: {reason}',
  'auth.inApp.title': 'Open in your browser',
  'auth.inApp.body': 'Google does not allow signing in inside an app’s built-in browser. Open this page in Safari or Chrome to continue with Google.',
  'auth.inApp.step1': 'Tap the ⋯ or share menu of this app.',
  'auth.inApp.step2': 'Choose “Open in browser” (or “Open in Safari” / “Open in Chrome”).',
  'auth.inApp.copy': 'Copy link',
  'auth.inApp.copied': 'Link copied: paste it into your browser.',
  'auth.inApp.email': 'Use email instead',
  'auth.welcome': 'Signed in',
  'auth.scan.title': 'Sign in with the {product} app',
  'auth.scan.instructions': 'Open the {product} app, tap Scan and point your phone at this code.',
  'auth.scan.qr': 'Sign-in QR code {code}',
  'auth.scan.expiresIn': 'Expires in {seconds} s',
  'auth.scan.expired': 'This code has expired.',
  'auth.scan.refresh': 'Refresh',
  'auth.scan.loading': 'Preparing a sign-in code…',
  'auth.scan.failed': 'No sign-in code: {reason}',
  'auth.scan.getApp': 'Get the {product} app',
  'auth.scan.approved': 'Approved in the {product} app. Signing in…',
  'auth.walletConnect.reaching': 'Reaching the WalletConnect relay…',
  'auth.walletConnect.qr': 'Scan with a WalletConnect wallet',
  'auth.walletConnect.retry': 'Retry',
  'wallet.relayUnreachable': 'The WalletConnect relay cannot be reached. Check your connection and try again.',
  'fomox-please-email': 'Please enter your email',
  'fomox-invalid-email': 'Please enter a valid email address',
  'fomox-please-pwd': 'Please enter your password',
  'fomox-pwd-8': 'The password must be at least 8 characters',
  'fomox-pwd-not-match': 'The passwords do not match',
  'fomox-code-6': 'Enter the 6-digit code',
  'fomox-not-registered': 'This email is not registered',
  'fomox-email-reged': 'This email is already registered',
  'fomox-google-account': 'This email is registered with Google: continue with Google',
  'fomox-too-frequent': 'Too many requests: wait a minute before asking for a new code',
  'fomox-long-expired': 'The code has expired: request a new one',
  'fomox-code-expired': 'The code has expired: request a new one',
  'fomox-code-invalid': 'The code is not valid',
  'fomox-pwd-inc': 'Incorrect password',
  'fomox-v-failed': 'Verification failed. Please try again',
  'fomox-send-esuc': 'Code sent',
  'fomox-ved': 'Verified',
  'fomox-reset-suc': 'Password reset: log in with your new password',
  'fomox-sign-address-different': 'The signing address differs from the connected address',
  'wallet.notInstalled': '{wallet} is not installed',
  'wallet.rejected': '{wallet} reported an error: {reason}',
  'wallet.notConfigured': 'WalletConnect is not available on this deployment',
  'wallet.notConnected': 'No wallet is connected',
  'wallet.unknownChain': '{chain} is not in your wallet: add the network there, then try again.',
} as const;

export type AuthMessageKey = keyof typeof authEn;

type OtherLocale = Exclude<Locale, 'en'>;
const translated = Object.fromEntries(
  LOCALES.filter((locale): locale is OtherLocale => locale !== 'en').map((locale) => [locale, { ...AUTH_TRANSLATIONS[locale], ...AUTH_FEEDBACK_TRANSLATIONS[locale], ...AUTH_PAIRING_TRANSLATIONS[locale] }]),
) as Record<OtherLocale, Partial<Record<AuthMessageKey, string>>>;

/**
 * Every locale translates every string: the UI's labels (translations.ts), what the flow says back
 * (feedbackTranslations.ts) and the QR sign-in and WalletConnect pairing (pairingTranslations.ts);
 * messages.test.ts fails on a missing key. English is the fallback at run time.
 */
export const AUTH_CATALOGUES: Catalogues<Record<AuthMessageKey, string>> = { en: authEn, ...translated };
