import type { ExposedProps } from '@nova/shared-contracts';
import { BuildMark, Dialog, exposeModule, useSession } from '@nova/shared-ui';
import { useWalletsMessages } from '../i18n/messages';
import { useExportPhrase } from '../features/recovery/api/useExportPhrase';
import { RecoveryKey } from '../features/recovery/components/RecoveryKey';
import { SecurityCheck } from '../shared/security/SecurityCheck';
import { checkMethodOf } from '../shared/security/securityCheck';
import { Notice } from '../shared/Notice';
import { DIALOG_WIDTH } from '../shared/layout';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type RecoveryPhraseDialogProps = ExposedProps<'mf_wallets', './RecoveryPhraseDialog'>;

/**
 * mf_wallets './RecoveryPhraseDialog' (spec 2 §2), mounted while open: the "Security check"
 * dialog, then the "Recovery phrase" modal. The phrase lives only in this component's state and
 * is gone once the host unmounts it.
 */
function RecoveryPhraseDialog({ onClose }: RecoveryPhraseDialogProps) {
  const { user } = useSession();
  const { t } = useWalletsMessages();
  const { state, withPassword, withConsent } = useExportPhrase();
  const method = checkMethodOf(user?.authMethod);
  const mark = <BuildMark mark={__NOVA_BUILD_MARK__} />;

  if (!user || method === 'none') {
    return (
      <Dialog open onClose={onClose} title={t('wallets.recovery.title')} width={DIALOG_WIDTH.recovery} headerExtra={mark}>
        <Notice>{t(user ? 'wallets.custodialOnly' : 'wallets.signedOut')}</Notice>
      </Dialog>
    );
  }
  if (state.status === 'success') {
    return (
      <Dialog key="phrase" open onClose={onClose} title={t('wallets.recovery.title')} width={DIALOG_WIDTH.recovery} headerExtra={mark}>
        <RecoveryKey mnemonic={state.data} onDone={onClose} />
      </Dialog>
    );
  }
  return (
    <Dialog key="check" open onClose={onClose} title={t('wallets.security.title')} width={DIALOG_WIDTH.securityCheck} headerExtra={mark}>
      <SecurityCheck method={method} email={user.email ?? ''} state={state} onPassword={(password) => void withPassword(user.email ?? '', password)} onConsent={() => void withConsent()} />
    </Dialog>
  );
}

export default exposeModule(RecoveryPhraseDialog);
