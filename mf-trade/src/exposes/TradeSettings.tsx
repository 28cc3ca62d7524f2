import { exposeModule, useChainPresets } from '@nova/shared-ui';
import type { ExposedProps } from '@nova/shared-contracts';
import { TradeSettingsDialog } from '../features/trade-settings';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type TradeSettingsProps = ExposedProps<'mf_trade', './TradeSettings'>;

/** mf_trade './TradeSettings': the chain's presets dialog; Save writes them to prefs, then onClose. */
function TradeSettings({ chain, onClose }: TradeSettingsProps) {
  const saved = useChainPresets(chain);
  // Keyed by chain: the draft starts from what is saved when the dialog opens.
  return <TradeSettingsDialog key={chain} chain={chain} saved={saved} onClose={onClose} />;
}

export default exposeModule(TradeSettings);
