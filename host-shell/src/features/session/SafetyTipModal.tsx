import styled from '@emotion/styled';
import { Button, Dialog, vars } from '@nova/shared-ui';
import { useT } from '../../app/HostContext';
import { dialogsEn } from '../../services/i18n/parts/dialogs';

export interface SafetyTipModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Opened by the risk code 407001 (spec 1 §8): the request came from a device or network the
 * exchange flags. It advises what a user can do about it.
 */
export function SafetyTipModal({ open, onClose }: SafetyTipModalProps) {
  const t = useT(dialogsEn);
  return (
    <Dialog open={open} onClose={onClose} title={t('shell.risk.title')} variant="modal" width={400} closeLabel={t('shell.close')}>
      <Body>
        <p>{t('shell.risk.body')}</p>
        <ul>
          <li>{t('shell.risk.network')}</li>
          <li>{t('shell.risk.device')}</li>
          <li>{t('shell.risk.later')}</li>
        </ul>
        <Button variant="primary" block size="lg" onClick={onClose}>
          {t('shell.gotIt')}
        </Button>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
  font-size: ${vars.size.fontMd};
  line-height: 1.5;
  p, ul { margin: 0; }
  ul { padding-inline-start: 18px; color: ${vars.color.textMuted}; }
`;
