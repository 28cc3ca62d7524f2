import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { TRADE, usePlatform } from '@nova/shared-contracts';
import { vars } from '@nova/shared-ui';
import { quickBuyPresets, sanitizeQuickBuy } from './quickBuy';

export const QUICK_BUY_PREF = 'quickBuyAmount';

/** Quick-buy amount shared with remotes through prefs and the 'quickBuy.amount' bus event. */
export function QuickBuyBox({ label }: { label: string }) {
  const { prefs, bus, activeChain } = usePlatform();
  const [value, setValue] = useState<string>(() => prefs.get<string>(QUICK_BUY_PREF, TRADE.defaultQuickBuyAmount));
  useEffect(() => bus.emit('quickBuy.amount', { amount: value }), [bus, value]);
  return (
    <Box>
      <span aria-hidden="true">⚡</span>
      <input
        aria-label={label}
        inputMode="decimal"
        value={value}
        onChange={(e) => {
          const next = sanitizeQuickBuy(e.target.value, value);
          setValue(next);
          prefs.set(QUICK_BUY_PREF, next);
        }}
        onWheel={(e) => e.currentTarget.blur()}
      />
      <select
        aria-label={`${label} preset`}
        value=""
        onChange={(e) => {
          if (!e.target.value) return;
          setValue(e.target.value);
          prefs.set(QUICK_BUY_PREF, e.target.value);
        }}
      >
        <option value="">▾</option>
        {quickBuyPresets(activeChain()).map((amount) => (
          <option key={amount} value={amount}>
            {amount}
          </option>
        ))}
      </select>
    </Box>
  );
}

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
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
`;
