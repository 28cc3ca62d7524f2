import styled from '@emotion/styled';
import { useId } from 'react';
import { LAYOUT } from '@nova/shared-contracts';
import { Button, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { QrCode } from '../../../shared/QrCode';
import { useCopy } from '../../../shared/useCopy';
import { inviteLink } from '../model/referral';

/** The user's own invite code and link, each with Copy, and the link's QR code. */
export function InviteCard({ code }: { code: string }) {
  const { t, locale } = useWalletsMessages();
  const copy = useCopy();
  const link = inviteLink(window.location.origin, locale, code);
  const id = useId();
  return (
    <InviteBox aria-label={t('wallets.plan.invite')}>
      <Fields>
        <Row>
          <Term id={`${id}-code`}>{t('wallets.plan.code')}</Term>
          <Value aria-labelledby={`${id}-code`} data-size="lg">{code}</Value>
          <Button size="sm" onClick={() => void copy(code, t('wallets.plan.code'))}>
            {t('wallets.plan.copyCode')}
          </Button>
        </Row>
        <Row>
          <Term id={`${id}-link`}>{t('wallets.plan.link')}</Term>
          <Value aria-labelledby={`${id}-link`}>{link}</Value>
          <Button size="sm" onClick={() => void copy(link, t('wallets.plan.link'))}>
            {t('wallets.plan.copyLink')}
          </Button>
        </Row>
      </Fields>
      <QrCode value={link} label={t('wallets.plan.qr')} size={112} />
    </InviteBox>
  );
}

const narrow = `@media (max-width: ${LAYOUT.mobileBreakpoint - 1}px)`;

const InviteBox = styled.section`
  display: flex;
  gap: ${vars.size.space5};
  align-items: center;
  padding: ${vars.size.space5};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surface};
  ${narrow} { flex-direction: column; align-items: stretch; > div:last-of-type { align-self: center; } }
`;

const Fields = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.size.space2} ${vars.size.space3};
  align-items: center;
`;

const Term = styled.span`
  grid-column: 1 / -1;
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textDim};
`;

const Value = styled.output`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontSm};
  &[data-size='lg'] { font-size: ${vars.size.fontXl}; font-weight: 700; letter-spacing: 0.06em; }
`;
