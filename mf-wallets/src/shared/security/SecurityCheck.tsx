import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { validatePassword } from '@nova/shared-contracts';
import type { Loadable, PasswordError } from '@nova/shared-contracts';
import { Button, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../i18n/messages';
import { TextField } from '../TextField';
import { securityCheckFailure } from './securityCheck';

export interface SecurityCheckProps {
  method: 'password' | 'google' | 'exchange';
  email: string;
  state: Loadable<unknown>;
  onPassword: (password: string) => void;
  onConsent: () => void;
}

/** Spec 2 §2 security check: the password of an email user, or a fresh consent of a Google / exchange user. */
export function SecurityCheck({ method, email, state, onPassword, onConsent }: SecurityCheckProps) {
  const { t } = useWalletsMessages();
  const pending = state.status === 'pending';
  // The spec's message key first; the server's or the popup's reason after it, for the details.
  const failure =
    state.status === 'error' ? [t(`wallets.${securityCheckFailure(state.error.code)}`), state.error.message].filter((text, i, all) => text && all.indexOf(text) === i).join(' · ') : null;

  if (method !== 'password') {
    const provider = t(method === 'google' ? 'wallets.security.google' : 'wallets.security.exchange');
    return (
      <Stack>
        <Intro>{t('wallets.security.oauthIntro', { provider })}</Intro>
        {failure && <Failure role="alert">{failure}</Failure>}
        <Button variant="primary" size="lg" block loading={pending} onClick={onConsent} data-autofocus>
          {t('wallets.security.reauth', { provider })}
        </Button>
      </Stack>
    );
  }
  return <PasswordCheck email={email} pending={pending} failure={failure} onPassword={onPassword} />;
}

interface PasswordCheckProps {
  email: string;
  pending: boolean;
  failure: string | null;
  onPassword: (password: string) => void;
}

function PasswordCheck({ email, pending, failure, onPassword }: PasswordCheckProps) {
  const { t } = useWalletsMessages();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [invalid, setInvalid] = useState<PasswordError | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validatePassword(password);
    setInvalid(error);
    if (!error) onPassword(password);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Intro>{t('wallets.security.emailIntro', { email })}</Intro>
      <TextField
        label={t('wallets.security.password')}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (invalid) setInvalid(validatePassword(event.target.value));
        }}
        error={invalid ? t(`wallets.${invalid}`) : failure}
        data-autofocus
        trailing={
          <Button variant="ghost" size="sm" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            {t('wallets.security.show')}
          </Button>
        }
      />
      <Button type="submit" variant="primary" size="lg" block loading={pending}>
        {t('wallets.security.verify')}
      </Button>
    </Form>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space5};
`;

const Form = Stack.withComponent('form');

const Intro = styled.p`
  margin: 0;
  font-size: ${vars.size.fontSm};
  color: ${vars.color.textMuted};
  line-height: 1.5;
`;

const Failure = styled.p`
  margin: 0;
  font-size: ${vars.size.fontSm};
  color: ${vars.color.down};
`;
