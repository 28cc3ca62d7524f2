import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { PRODUCT_NAME, type ApiClient, type LoginResult } from '@nova/shared-contracts';
import { Button, Spinner, usePlatform, vars } from '@nova/shared-ui';
import { qrPhase, qrPollInterval, qrTicketOf, syncedDeadline } from '../model/qrLogin';
import type { AuthTranslate } from './AuthModal';

export interface ScanLoginProps {
  api: Pick<ApiClient, 'call'>;
  t: AuthTranslate;
  /** The session the app approved: the caller keeps it as any sign-in's. */
  onSignedIn: (result: LoginResult) => void;
  onBack: () => void;
  /** Where to get the {product} app. */
  appLink: string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * {product} scan (spec 2 §1): a login ticket as a QR code for the {product} app, its code in text
 * (to read or copy), the time left, and a new code once it expired. The poll is TanStack Query's
 * refetchInterval, on the platform's cache, while this view is mounted: closing the drawer (or
 * going back) unmounts it and stops it.
 */
export function ScanLogin({ api, t, onSignedIn, onBack, appLink }: ScanLoginProps) {
  const { query } = usePlatform();
  const ticketQuery = useQuery(
    {
      queryKey: ['auth', 'qrLogin', 'ticket'],
      queryFn: async () => qrTicketOf(await api.call('qrLoginTicket', {}), Date.now()),
      // One ticket per visit: never shared, reused after closing, or refetched behind the user's back.
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
    },
    query,
  );
  const ticket = ticketQuery.isFetching ? undefined : ticketQuery.data;
  const [now, setNow] = useState(Date.now);
  const expiredHere = ticket !== undefined && Math.max(now, ticketQuery.dataUpdatedAt) >= ticket.deadline;
  const pollQuery = useQuery(
    {
      queryKey: ['auth', 'qrLogin', 'poll', ticket?.ticket],
      queryFn: () => api.call('qrLoginPoll', { ticket: ticket?.ticket ?? '', secret: ticket?.secret ?? '' }),
      enabled: ticket !== undefined && !expiredHere,
      refetchInterval: (q) => (q.state.status === 'error' ? false : qrPollInterval(q.state.data)),
      refetchIntervalInBackground: true,
      retry: false,
      gcTime: 0,
    },
    query,
  );
  const poll = pollQuery.data;
  // The latest moment this view knows of: the second hand, or an answer that came in since.
  const current = Math.max(now, ticketQuery.dataUpdatedAt, pollQuery.dataUpdatedAt);
  const deadline = ticket ? syncedDeadline(ticket, poll, pollQuery.dataUpdatedAt || current) : 0;
  const state = ticket ? qrPhase(deadline, poll, current) : undefined;

  // The countdown's second hand, only while there is something to count.
  const pending = state?.phase === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);

  const signedIn = useRef(false);
  useEffect(() => {
    if (state?.phase !== 'approved' || signedIn.current) return;
    signedIn.current = true;
    onSignedIn(state.login);
  }, [state, onSignedIn]);

  const refresh = () => {
    setNow(Date.now());
    void ticketQuery.refetch();
  };
  const failure = ticketQuery.error ?? pollQuery.error;

  return (
    <Panel aria-labelledby="scan-login-title">
      <Title id="scan-login-title">{t('auth.scan.title', { product: PRODUCT_NAME })}</Title>
      <Hint>{t('auth.scan.instructions', { product: PRODUCT_NAME })}</Hint>
      {ticket ? (
        <>
          <Code data-expired={state?.phase === 'expired' || undefined} role="img" aria-label={t('auth.scan.qr', { code: ticket.ticket })}>
            <QRCodeSVG value={ticket.link} size={176} bgColor="transparent" fgColor="#e6e8ee" level="M" aria-hidden />
          </Code>
          <Ticket>{ticket.ticket}</Ticket>
        </>
      ) : (
        !failure && (
          <Status role="status">
            <Spinner size={20} decorative />
            {t('auth.scan.loading')}
          </Status>
        )
      )}
      {failure ? (
        <Alert role="alert">{t('auth.scan.failed', { reason: reasonOf(failure) })}</Alert>
      ) : state?.phase === 'pending' ? (
        <Status role="timer">{t('auth.scan.expiresIn', { seconds: state.secondsLeft })}</Status>
      ) : state?.phase === 'expired' ? (
        <Alert role="alert">{t('auth.scan.expired')}</Alert>
      ) : (
        state?.phase === 'approved' && <Status role="status">{t('auth.scan.approved', { product: PRODUCT_NAME })}</Status>
      )}
      {(failure || state?.phase === 'expired') && (
        <Button variant="primary" block onClick={refresh}>
          {t('auth.scan.refresh')}
        </Button>
      )}
      <a href={appLink} target="_blank" rel="noopener noreferrer">
        {t('auth.scan.getApp', { product: PRODUCT_NAME })}
      </a>
      <Button block variant="ghost" onClick={onBack}>
        {t('auth.quick.back')}
      </Button>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.size.space4};
  text-align: center;
  a { color: ${vars.color.textMuted}; font-size: ${vars.size.fontSm}; }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.size.fontLg};
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;

const Code = styled.div`
  padding: ${vars.size.space4};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  line-height: 0;
  &[data-expired] svg { opacity: 0.15; }
`;

const Ticket = styled.code`
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
  user-select: all;
  overflow-wrap: anywhere;
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  margin: 0;
  font-size: ${vars.size.fontSm};
`;

const Alert = styled.p`
  margin: 0;
  color: ${vars.color.down};
  font-size: ${vars.size.fontSm};
`;
