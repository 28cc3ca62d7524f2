import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button, Card, formatPercent, LoadableView, toLoadableError, useApi, usePlatform, usePlatformMutation, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { TextField } from '../../../shared/TextField';
import { rebateBindMutation } from '../api/mutations';
import { useInviteRate } from '../api/useInviteRate';
import { initialInviteCode } from '../model/referral';

/** Spec 2 §2 /bind-code: bind the inviter's code once; an account already bound shows its code. */
export function BindInvite() {
  const { t } = useWalletsMessages();
  const info = useApi('rebateInfo', {});
  const [justBound, setJustBound] = useState<string | null>(null);
  return (
    <LoadableView value={info} loadingLabel={t('wallets.referral.loading')} errorTitle={t('wallets.referral.error')} retryLabel={t('wallets.retry')} onRetry={info.reload} skeletonRows={3}>
      {({ referrer_code: bound }) => (
        <Box>
          {justBound && <Success role="status">{t('wallets.bind.success', { code: justBound })}</Success>}
          {bound ? (
            <Bound>
              <span>{t('wallets.bind.bound')}</span>
              <Code>{bound}</Code>
            </Bound>
          ) : (
            <BindForm onBound={setJustBound} />
          )}
        </Box>
      )}
    </LoadableView>
  );
}

/** The code field and Bind; a bound code refetches the referral summary (`walletRebateBind`), which then shows it. */
function BindForm({ onBound }: { onBound: (code: string) => void }) {
  const platform = usePlatform();
  const { t, locale } = useWalletsMessages();
  const [code, setCode] = useState(() => initialInviteCode(window.location.search, readSessionStorage()));
  const submit = usePlatformMutation(rebateBindMutation(platform));
  const rate = useInviteRate(code);
  const pending = submit.isPending;
  const blank = code.trim() === '';

  const bind = (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    // The promise, not mutate's callback: the summary refetched with the bound code replaces this form first.
    submit.mutateAsync(code.trim()).then(
      (result) => onBound(result.ref_code),
      () => undefined, // shown below (submit.error)
    );
  };

  const hint =
    rate.status === 'success' ? t('wallets.bind.rate', { rate: formatPercent(rate.data.self_ratio, { locale, ratio: true }) })
    : rate.status === 'pending' ? t('wallets.bind.checking')
    : null;
  const error = submit.isError ? toLoadableError(submit.error).message || t('wallets.bind.failed') : rate.status === 'error' ? rate.error.message : null;

  return (
    <Form onSubmit={bind} noValidate>
      <Intro>{t('wallets.bind.intro')}</Intro>
      <TextField
        label={t('wallets.bind.code')}
        placeholder={t('wallets.bind.placeholder')}
        value={code}
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setCode(event.target.value);
          if (submit.isError) submit.reset();
        }}
        error={error}
        hint={hint}
      />
      <Button type="submit" variant="primary" size="lg" block disabled={blank || submit.status === 'success'} loading={pending}>
        {t('wallets.bind.submit')}
      </Button>
    </Form>
  );
}

/** sessionStorage, or null where the browser denies it (privacy modes, sandboxed frames). */
function readSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const Box = styled(Card)`
  max-width: 440px;
  padding: ${vars.size.space5};
  gap: ${vars.size.space5};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space5};
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${vars.size.fontSm};
  color: ${vars.color.textMuted};
  line-height: 1.5;
`;

const Success = styled.p`
  margin: 0;
  padding: ${vars.size.space3} ${vars.size.space4};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.upSoft};
  color: ${vars.color.up};
  font-size: ${vars.size.fontSm};
`;

const Bound = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.size.space3};
  font-size: ${vars.size.fontSm};
  color: ${vars.color.textMuted};
`;

const Code = styled.strong`
  padding: ${vars.size.space2} ${vars.size.space3};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceHover};
  color: ${vars.color.text};
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontMd};
  letter-spacing: 0.04em;
`;
