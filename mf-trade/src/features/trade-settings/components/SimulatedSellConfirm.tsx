import styled from '@emotion/styled';
import { useId } from 'react';
import { Button, vars } from '@nova/shared-ui';
import { useTradeMessages } from '../../../i18n/messages';
import { Footer, Spacer } from './parts';

export interface SimulatedSellConfirmProps {
  onCancel: () => void;
  onEnable: () => void;
}

/** The risk confirm before simulated sell is turned on (spec 1 §4): a dialog over the settings, Cancel or Enable. */
export function SimulatedSellConfirm({ onCancel, onEnable }: SimulatedSellConfirmProps) {
  const { t } = useTradeMessages();
  const titleId = useId();
  return (
    <ConfirmLayer>
      <Confirm role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h3 id={titleId}>{t('trade.settings.confirm.title')}</h3>
        <p>{t('trade.settings.confirm.body')}</p>
        <Footer>
          <Spacer />
          <Button size="sm" variant="secondary" autoFocus onClick={onCancel}>
            {t('trade.settings.confirm.cancel')}
          </Button>
          <Button size="sm" variant="primary" onClick={onEnable}>
            {t('trade.settings.confirm.enable')}
          </Button>
        </Footer>
      </Confirm>
    </ConfirmLayer>
  );
}

const ConfirmLayer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.size.space5};
  background: rgba(3, 5, 8, 0.72);
  border-radius: inherit;
`;

const Confirm = styled.div`
  width: 100%;
  padding: ${vars.size.space5};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.surface};
  h3 { margin: 0 0 ${vars.size.space3}; font-size: ${vars.size.fontMd}; }
  p { margin: 0 0 ${vars.size.space3}; color: ${vars.color.textMuted}; font-size: ${vars.size.fontSm}; line-height: 1.45; }
`;
