import { Button, Dialog, DialogActions, DialogStack, DialogText } from '@nova/shared-ui';
import { useTradeMessages } from '../../../i18n/messages';

export interface SimulatedSellConfirmProps {
  onCancel: () => void;
  onEnable: () => void;
}

/**
 * The risk confirm before simulated sell is turned on (spec 1 §4): the UI kit's dialog over the
 * settings dialog (Escape and its close button cancel and close only the confirm), Cancel or Enable.
 */
export function SimulatedSellConfirm({ onCancel, onEnable }: SimulatedSellConfirmProps) {
  const { t } = useTradeMessages();
  return (
    <Dialog open title={t('trade.settings.confirm.title')} width={340} onClose={onCancel} closeLabel={t('trade.settings.close')}>
      <DialogStack data-dense>
        <DialogText>{t('trade.settings.confirm.body')}</DialogText>
        <DialogActions>
          <Button size="sm" variant="secondary" data-autofocus onClick={onCancel}>
            {t('trade.settings.confirm.cancel')}
          </Button>
          <Button size="sm" variant="primary" onClick={onEnable}>
            {t('trade.settings.confirm.enable')}
          </Button>
        </DialogActions>
      </DialogStack>
    </Dialog>
  );
}
