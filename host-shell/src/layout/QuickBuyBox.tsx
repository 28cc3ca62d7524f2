import { useEffect, useId, useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { CHAINS, PRESET_IDS, tradePresetsPref } from '@nova/shared-contracts';
import type { ChainPresets } from '@nova/shared-contracts';
import { useBusValue, useChainPresets, usePlatform, usePref, vars } from '@nova/shared-ui';
import { useLocation } from 'react-router-dom';
import { useT } from '../app/HostContext';
import { tradePageChain } from '../routing/paths';
import { OverlaySlot } from '../remotes/RemoteSlot';
import { quickBuyAmounts, quickBuyPresets, sanitizeQuickBuy, statusBarChain } from './quickBuy';
import type { SavedQuickBuyAmounts } from './quickBuy';
import { usePageToken } from './pageToken';

/** The amount saved before amounts were per chain: still the default of a chain without its own. */
export const QUICK_BUY_PREF = 'quickBuyAmount';
export const QUICK_BUY_AMOUNTS_PREF = 'quickBuyAmounts';

/**
 * The status bar's quick buy (spec 3 §2): the amount of the chain in its native coin (one per
 * chain, spec 1 §3; every chain's shared with remotes through the `quickBuy.amount` bus event),
 * a pick of the chain's quick amounts, the trade preset P1..P3 and the
 * settings icon opening mf_trade's trade settings — all of the page token's chain on a trade page,
 * else of the active chain. On a trade page, mf_trade's `./QuickBuyButton` buys the amount of the
 * page's token. The first `trade.quick` request (token rows, launch cards, trackers), `trade.tpsl`
 * request (the chart's position line) or `trade.order` request (the chart's order lines) mounts
 * mf_trade's headless `./QuickTrade`, which executes it (the event is replayed to it).
 */
export function QuickBuyBox({ label }: { label: string }) {
  const t = useT();
  const { prefs, bus, activeChain } = usePlatform();
  const pageToken = usePageToken();
  // A token page's chain from its URL at once: an amount typed before the page's code has loaded is this chain's.
  const { pathname } = useLocation();
  const chain = statusBarChain(tradePageChain(pathname) ?? pageToken?.chain, useBusValue('chain.changed')?.chain, activeChain());
  const [executor, setExecutor] = useState(false);
  useEffect(() => {
    const offs = (['trade.quick', 'trade.tpsl', 'trade.order'] as const).map((event) => bus.on(event, () => setExecutor(true)));
    return () => offs.forEach((off) => off());
  }, [bus]);
  const presets = useChainPresets(chain);
  const unit = CHAINS[chain].nativeSymbol;
  const unitId = useId();
  const savePresets = (next: ChainPresets) => prefs.set(tradePresetsPref(chain), next);
  const [settings, setSettings] = useState(false);
  const saved = usePref<SavedQuickBuyAmounts>(QUICK_BUY_AMOUNTS_PREF, {});
  const legacy = usePref<unknown>(QUICK_BUY_PREF, undefined);
  const amounts = useMemo(() => quickBuyAmounts(saved, legacy), [saved, legacy]);
  const value = amounts[chain];
  // `amount` is the shown chain's, for remotes of contract 6.0 that know one amount only.
  useEffect(() => bus.emit('quickBuy.amount', { amount: value, byChain: amounts }), [bus, value, amounts]);
  const keep = (next: string) => prefs.set(QUICK_BUY_AMOUNTS_PREF, { ...saved, [chain]: next });
  return (
    <Box>
      <span aria-hidden="true" className="bolt">
        ⚡
      </span>
      <input aria-label={label} aria-describedby={unitId} inputMode="decimal" value={value} onChange={(e) => keep(sanitizeQuickBuy(e.target.value, value))} onWheel={(e) => e.currentTarget.blur()} />
      <span id={unitId} className="unit">
        {unit}
      </span>
      <select aria-label={t('shell.quickBuy.amounts')} value="" onChange={(e) => e.target.value && keep(e.target.value)}>
        <option value="">▾</option>
        {quickBuyPresets(presets).map((amount) => (
          <option key={amount} value={amount}>
            {amount}
          </option>
        ))}
      </select>
      <span role="group" aria-label={t('shell.quickBuy.preset')} className="presets">
        {PRESET_IDS.map((id) => (
          <button key={id} type="button" aria-pressed={presets.activePresetId === id} onClick={() => savePresets({ ...presets, activePresetId: id })}>
            {id}
          </button>
        ))}
      </span>
      <button type="button" className="settings" aria-label={t('shell.quickBuy.settings')} aria-haspopup="dialog" onClick={() => setSettings(true)}>
        <svg width="13" height="13" viewBox="0 0 16 16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M9.4 1l.3 1.8c.5.2 1 .5 1.4.8l1.7-.7 1.4 2.4-1.4 1.2a5 5 0 0 1 0 1.6l1.4 1.2-1.4 2.4-1.7-.7c-.4.3-.9.6-1.4.8L9.4 15H6.6l-.3-1.8a5 5 0 0 1-1.4-.8l-1.7.7-1.4-2.4 1.4-1.2a5 5 0 0 1 0-1.6L1.8 6.7l1.4-2.4 1.7.7c.4-.3.9-.6 1.4-.8L6.6 1h2.8zM8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
          />
        </svg>
      </button>
      {pageToken && <OverlaySlot remote="mf_trade" expose="./QuickBuyButton" props={{ chain: pageToken.chain, address: pageToken.address, amount: value }} />}
      {settings && <OverlaySlot remote="mf_trade" expose="./TradeSettings" props={{ chain, onClose: () => setSettings(false) }} onClose={() => setSettings(false)} />}
      {executor && <OverlaySlot remote="mf_trade" expose="./QuickTrade" props={{}} />}
    </Box>
  );
}

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  .bolt { color: ${vars.color.warn}; }
  .unit { color: ${vars.color.textMuted}; font-size: ${vars.size.fontXs}; }
  input {
    width: 72px;
    height: 22px;
    background: ${vars.color.surfaceRaised};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    color: ${vars.color.text};
    font-family: ${vars.font.mono};
    padding: 0 6px;
  }
  select {
    height: 22px;
    background: ${vars.color.surfaceRaised};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    color: ${vars.color.textMuted};
  }
  .presets { display: inline-flex; border: 1px solid ${vars.color.border}; border-radius: ${vars.size.radiusSm}; overflow: hidden; }
  .presets button {
    height: 20px;
    padding: 0 6px;
    border: 0;
    background: transparent;
    color: ${vars.color.textMuted};
    font: inherit;
    font-size: ${vars.size.fontXs};
    cursor: pointer;
  }
  .presets button[aria-pressed='true'] { background: ${vars.color.surfaceHover}; color: ${vars.color.text}; }
  .settings { display: grid; place-items: center; width: 22px; height: 22px; padding: 0; border: 0; background: transparent; color: ${vars.color.textMuted}; cursor: pointer; }
  .settings:hover { color: ${vars.color.text}; }
`;
