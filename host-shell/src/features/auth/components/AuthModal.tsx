import styled from '@emotion/styled';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, encryptPassword, type ApiClient, type LoginResult } from '@nova/shared-contracts';
import { Button, Dialog, Tabs, vars } from '@nova/shared-ui';
import {
  authErrorKey,
  codePurpose,
  isCodeError,
  needsConfirm,
  registeredCheck,
  resendSecondsLeft,
  sanitizeCode,
  validateCode,
  validateConfirm,
  validateEmail,
  validatePassword,
  type AuthMode,
  type AuthStep,
} from '../model/emailAuth';
import type { AuthMessageKey } from '../../../services/i18n/auth/messages';

export type AuthTranslate = (key: AuthMessageKey, values?: Record<string, string | number>) => string;

export interface AuthModalProps {
  open: boolean;
  initialMode?: AuthMode;
  onClose: () => void;
  api: Pick<ApiClient, 'call'>;
  onSignedIn: (result: LoginResult) => void;
  t: AuthTranslate;
  invitationCode?: string;
  now?: () => number;
}

type Feedback = { tone: 'error' | 'info'; text: string } | null;

/**
 * Email login, sign-up and password reset, each in three steps: email (with the registered
 * check), the 6-digit code (60 s resend countdown), then the password, encrypted with the server's
 * public key before it leaves the browser.
 */
export function AuthModal({ open, initialMode = 'login', onClose, api, onSignedIn, t, invitationCode = '', now = Date.now }: AuthModalProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [step, setStep] = useState<AuthStep>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invitation, setInvitation] = useState(invitationCode);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [, setTick] = useState(0);
  const codeRef = useRef<HTMLInputElement>(null);
  const secondsLeft = resendSecondsLeft(sentAt, now());

  useEffect(() => {
    if (open) {
      setMode(initialMode);
      setStep('email');
      setFeedback(null);
    }
  }, [open, initialMode]);

  useEffect(() => {
    if (step !== 'code' || secondsLeft === 0) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [step, secondsLeft]);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setStep('email');
    setCode('');
    setPassword('');
    setConfirm('');
    setFeedback(null);
  };

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.code > 0) setFeedback({ tone: 'error', text: t(authErrorKey(error.code, mode)) });
    else setFeedback({ tone: 'error', text: error instanceof Error ? error.message : t('fomox-v-failed') });
  };

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFeedback(null);
    try {
      await work();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    await api.call('accountSendCode', { email: email.trim(), purpose: codePurpose(mode) });
    setSentAt(now());
    setFeedback({ tone: 'info', text: t('auth.step.codeSent', { email: email.trim() }) });
  };

  const submitEmail = () =>
    run(async () => {
      const invalid = validateEmail(email);
      if (invalid) return setFeedback({ tone: 'error', text: t(invalid) });
      let registered = 405001;
      try {
        await api.call('accountVerifyEmail', { email: email.trim() });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        registered = error.code;
      }
      const refusal = registeredCheck(mode, registered);
      if (refusal) return setFeedback({ tone: 'error', text: t(refusal) });
      if (resendSecondsLeft(sentAt, now()) === 0) await sendCode();
      setStep('code');
    });

  const submitCode = () =>
    run(async () => {
      const invalid = validateCode(code);
      if (invalid) return setFeedback({ tone: 'error', text: t(invalid) });
      try {
        await api.call('accountVerifyCode', { email: email.trim(), code });
      } catch (error) {
        if (error instanceof ApiError && isCodeError(error.code)) {
          setCode('');
          codeRef.current?.focus();
        }
        throw error;
      }
      setStep('password');
    });

  const submitPassword = () =>
    run(async () => {
      const invalid = validatePassword(password) ?? (needsConfirm(mode) ? validateConfirm(password, confirm) : null);
      if (invalid) return setFeedback({ tone: 'error', text: t(invalid) });
      const { public_key } = await api.call('accountPublicKey', {});
      const encrypted = await encryptPassword(public_key, password);
      const base = { email: email.trim(), password: encrypted, code, ...(invitation.trim() ? { invitation_code: invitation.trim() } : {}) };
      if (mode === 'forgotPwd') {
        await api.call('accountReset', base);
        switchMode('login');
        setFeedback({ tone: 'info', text: t('fomox-reset-suc') });
        return;
      }
      const result = mode === 'signUp' ? await api.call('accountRegister', base) : await api.call('accountLogin', base);
      onSignedIn(result);
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'email') void submitEmail();
    else if (step === 'code') void submitCode();
    else void submitPassword();
  };

  const title = t(mode === 'login' ? 'auth.modal.login' : mode === 'signUp' ? 'auth.modal.signUp' : 'auth.modal.forgotPwd');
  const submitLabel =
    step !== 'password' ? t('auth.step.continue') : t(mode === 'login' ? 'auth.step.submitLogin' : mode === 'signUp' ? 'auth.step.submitSignUp' : 'auth.step.submitReset');

  return (
    <Dialog open={open} onClose={onClose} title={title} variant="modal" width={400}>
      {mode !== 'forgotPwd' && (
        <Tabs
          label={title}
          items={[
            { value: 'login', label: t('auth.modal.login') },
            { value: 'signUp', label: t('auth.modal.signUp') },
          ]}
          value={mode}
          onChange={switchMode}
        />
      )}
      <Form onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <Steps aria-label="Progress">
          {(['email', 'code', 'password'] as const).map((s, i) => (
            <li key={s} data-active={s === step || undefined} aria-current={s === step ? 'step' : undefined}>
              {i + 1}
            </li>
          ))}
        </Steps>
        <Field>
          <span>{t('auth.field.email')}</span>
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} readOnly={step !== 'email'} data-autofocus={step === 'email' || undefined} />
        </Field>
        {step === 'code' && (
          <Field>
            <span>{t('auth.field.code')}</span>
            <input
              ref={codeRef}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(sanitizeCode(e.target.value))}
              data-autofocus
            />
            <Resend type="button" disabled={secondsLeft > 0 || busy} onClick={() => void run(sendCode)}>
              {secondsLeft > 0 ? t('auth.step.resendIn', { seconds: secondsLeft }) : t('auth.step.resend')}
            </Resend>
          </Field>
        )}
        {step === 'password' && (
          <>
            <Field>
              <span>{t('auth.field.password')}</span>
              <input type="password" autoComplete={mode === 'login' ? 'current-password' : 'new-password'} value={password} onChange={(e) => setPassword(e.target.value)} data-autofocus />
            </Field>
            {needsConfirm(mode) && (
              <Field>
                <span>{t('auth.field.confirm')}</span>
                <input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
              </Field>
            )}
            {mode === 'signUp' && (
              <Field>
                <span>{t('auth.field.invitation')}</span>
                <input value={invitation} maxLength={64} onChange={(e) => setInvitation(e.target.value)} />
              </Field>
            )}
          </>
        )}
        {feedback && (
          <Feedback role={feedback.tone === 'error' ? 'alert' : 'status'} data-tone={feedback.tone}>
            {feedback.text}
          </Feedback>
        )}
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {submitLabel}
        </Button>
        {mode === 'login' && (
          <Link type="button" onClick={() => switchMode('forgotPwd')}>
            {t('auth.modal.forgotLink')}
          </Link>
        )}
        {mode === 'forgotPwd' && (
          <Link type="button" onClick={() => switchMode('login')}>
            {t('auth.quick.back')}
          </Link>
        )}
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  margin-top: ${vars.size.space4};
`;

const Steps = styled.ol`
  display: flex;
  gap: ${vars.size.space3};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    flex: 1;
    height: 3px;
    border-radius: 2px;
    background: ${vars.color.border};
    font-size: 0;
  }
  li[data-active] { background: ${vars.color.accent}; }
`;

const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
  font-size: ${vars.size.fontSm};
  color: ${vars.color.textMuted};
  input {
    height: 36px;
    padding: 0 ${vars.size.space4};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    background: ${vars.color.bg};
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.size.fontMd};
  }
  input:focus { border-color: ${vars.color.accent}; outline: none; }
  input[readonly] { color: ${vars.color.textMuted}; }
`;

const Resend = styled.button`
  align-self: flex-end;
  border: 0;
  background: none;
  color: ${vars.color.accent};
  font: inherit;
  font-size: ${vars.size.fontSm};
  cursor: pointer;
  &:disabled { color: ${vars.color.textDim}; cursor: default; }
`;

const Feedback = styled.p`
  margin: 0;
  font-size: ${vars.size.fontSm};
  &[data-tone='error'] { color: ${vars.color.down}; }
  &[data-tone='info'] { color: ${vars.color.textMuted}; }
`;

const Link = styled.button`
  align-self: center;
  border: 0;
  background: none;
  color: ${vars.color.textMuted};
  font: inherit;
  font-size: ${vars.size.fontSm};
  cursor: pointer;
  &:hover { color: ${vars.color.text}; }
`;
