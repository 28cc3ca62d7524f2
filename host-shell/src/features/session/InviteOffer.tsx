import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import { ApiError } from '@nova/shared-contracts';
import { Button, Dialog, formatPercent, usePlatform, useSession, vars } from '@nova/shared-ui';
import { useLocalePrefix, useT } from '../../app/HostContext';
import { inviteEn } from '../../services/i18n/parts/invite';
import { isMobileViewport } from '../../platform/createPlatform';
import { INVITE_MARKER_KEY, inviteStep } from './invite';

/** The referrer code preference (spec 3 §3): the code the account is bound to. */
export const REFERRER_CODE_PREF = 'referrerCode';

const WIDTH = { desktop: 384, mobile: 301 } as const;

/**
 * The invite modal (spec 2 §2, §4): a signed-in user who arrives with someone's invite code, has
 * no bound referral and no local marker is offered the code with its cash-back rate. Not now
 * leaves a marker; Bind binds it and clears the marker; logging out clears it too.
 */
export function InviteOffer() {
  const t = useT(inviteEn);
  const { locale } = useLocalePrefix();
  const { search } = useLocation();
  const { user } = useSession();
  const { api, session, toast, prefs, queries } = usePlatform();
  const [offer, setOffer] = useState<{ code: string; rate: number } | null>(null);
  const [binding, setBinding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const step = inviteStep(search, user !== null, localStorage.getItem(INVITE_MARKER_KEY));
  const stepKey = step.kind === 'none' ? null : `${step.kind}:${step.code}:${user?.user_id ?? ''}`;

  useEffect(() => {
    if (step.kind === 'none' || stepKey === null || handled.current === stepKey) return;
    handled.current = stepKey;
    if (step.kind === 'login') {
      void session.requestLogin();
      return;
    }
    let live = true;
    void (async () => {
      const info = await api.call('rebateInfo', {});
      if (info.referrer_code) {
        prefs.set(REFERRER_CODE_PREF, info.referrer_code);
        localStorage.setItem(INVITE_MARKER_KEY, info.referrer_code);
        toast.show({ kind: 'info', message: t('shell.invite.already', { code: info.referrer_code }), durationMs: 3000 });
        return;
      }
      if (info.ref_code === step.code) return; // one's own link
      const { self_ratio } = await api.call('rebateRate', { ref_code: step.code });
      if (live) setOffer({ code: step.code, rate: self_ratio });
    })().catch((cause: unknown) => {
      if (cause instanceof ApiError) toast.show({ kind: 'error', message: cause.message, durationMs: 3000 });
      else console.warn('[invite] check failed', cause);
    });
    return () => {
      live = false;
    };
    // The step is described by stepKey; api, session, toast and prefs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey]);

  if (!offer) return null;
  const close = () => {
    setOffer(null);
    setError(null);
  };
  const notNow = () => {
    localStorage.setItem(INVITE_MARKER_KEY, offer.code);
    close();
  };
  const bind = async () => {
    if (binding) return;
    setBinding(true);
    setError(null);
    try {
      const accounts = await api.call('rebateAccounts', {});
      const accountId = accounts.list[0]?.account_id;
      await api.call('rebateBind', { ref_code: offer.code, ...(accountId ? { account_id: accountId } : {}) });
      void queries.invalidateAfter('walletRebateBind');
      localStorage.removeItem(INVITE_MARKER_KEY);
      prefs.set(REFERRER_CODE_PREF, offer.code);
      toast.show({ kind: 'success', message: t('shell.invite.bound', { code: offer.code }), durationMs: 3000 });
      close();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBinding(false);
    }
  };
  return (
    <Dialog open onClose={notNow} title={t('shell.invite.title')} width={isMobileViewport() ? WIDTH.mobile : WIDTH.desktop}>
      <Body>
        <p className="code" aria-label="Invite code">
          {offer.code}
        </p>
        <p>{t('shell.invite.body', { code: offer.code, rate: formatPercent(offer.rate * 100, { locale }) })}</p>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <div className="actions">
          <Button variant="secondary" onClick={notNow}>
            {t('shell.invite.notNow')}
          </Button>
          <Button variant="primary" loading={binding} disabled={binding} onClick={() => void bind()}>
            {t('shell.invite.bind')}
          </Button>
        </div>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  p { margin: 0; line-height: 1.5; color: ${vars.color.textMuted}; }
  .code { font-family: ${vars.font.mono}; font-size: 22px; font-weight: 700; letter-spacing: 0.08em; color: ${vars.color.text}; text-align: center; padding: 10px; border: 1px dashed ${vars.color.borderStrong}; border-radius: ${vars.size.radiusMd}; }
  .error { color: ${vars.color.down}; }
  .actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
`;
