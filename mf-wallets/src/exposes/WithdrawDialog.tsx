import { CHAINS, TRADING_CHAINS } from '@nova/shared-contracts';
import type { ExposedProps, TradingChain } from '@nova/shared-contracts';
import { BuildMark, Dialog, exposeModule, usePlatform, useSession } from '@nova/shared-ui';
import { useWalletsMessages } from '../i18n/messages';
import { WithdrawFlow } from '../features/withdraw/components/WithdrawFlow';
import { checkMethodOf } from '../shared/security/securityCheck';
import { Notice } from '../shared/Notice';
import { DIALOG_WIDTH } from '../shared/layout';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type WithdrawDialogProps = ExposedProps<'mf_wallets', './WithdrawDialog'>;

const tradingChain = (chain: string | undefined): TradingChain => TRADING_CHAINS.find((c) => c === chain) ?? TRADING_CHAINS[0];

/** mf_wallets './WithdrawDialog': the custodial withdraw (spec 2 §2, §5, §8): form, confirm, security check, outcome; mounted while open. */
function WithdrawDialog({ chain, onClose }: WithdrawDialogProps) {
  const platform = usePlatform();
  const session = useSession();
  const { t } = useWalletsMessages();
  const user = session.user;
  const method = checkMethodOf(user?.authMethod);
  return (
    <Dialog open onClose={onClose} title={t('wallets.withdraw.title')} width={DIALOG_WIDTH.withdraw} headerExtra={<BuildMark mark={__NOVA_BUILD_MARK__} />}>
      {!user ? (
        <Notice>{t('wallets.signedOut')}</Notice>
      ) : session.kind === 'wallet' || method === 'none' ? (
        <Notice>{t('wallets.custodialOnly')}</Notice>
      ) : (
        <WithdrawFlow
          chain={tradingChain(chain ?? platform.activeChain())}
          ownAddress={(c) => (CHAINS[c].family === 'solana' ? user.sol_address : user.evm_address) ?? ''}
          method={method}
          email={user.email ?? ''}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

export default exposeModule(WithdrawDialog);
