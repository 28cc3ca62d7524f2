import { PRODUCT_NAME } from '@nova/shared-contracts';
import { Button, Dialog } from '@nova/shared-ui';
import { useT } from '../app/HostContext';
import { dialogsEn } from '../services/i18n/parts/dialogs';

/** The perpetuals guide's dialog (PerpsGuide.tsx decides when it opens). */
export function PerpsGuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(dialogsEn);
  return (
    <Dialog open={open} onClose={onClose} title={t('shell.perpsGuide.title')} closeLabel={t('shell.close')}>
      <p>{t('shell.perpsGuide.body', { product: PRODUCT_NAME })}</p>
      <Button variant="primary" onClick={onClose}>
        {t('shell.gotIt')}
      </Button>
    </Dialog>
  );
}
