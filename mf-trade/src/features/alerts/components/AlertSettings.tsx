import styled from '@emotion/styled';
import { PREFS, writePref } from '@nova/shared-contracts';
import { Button, Popover, usePlatform, usePref, vars } from '@nova/shared-ui';
import type { Translate } from '@nova/shared-ui';
import type { TradeMessages } from '../../../i18n/messages';
import { playFillSound } from '../../order-execution';
import { SwitchRow } from '../../trade-settings';

/**
 * The alert settings popover (spec 1 §2): a toast when an order fills (pref alertToast, default
 * on; followed-wallet alerts follow it too) and the fill sound (pref audioMuted, default muted;
 * the status bar's Sound toggle is the same pref), with a test of the sound at volume 1.
 */
export function AlertSettings({ t }: { t: Translate<TradeMessages> }) {
  const { prefs } = usePlatform();
  const toast = usePref(PREFS.alertToast.key, PREFS.alertToast.default);
  const muted = usePref(PREFS.audioMuted.key, PREFS.audioMuted.default);
  return (
    <Popover trigger={<BellIcon />} triggerLabel={t('trade.alerts.open')} label={t('trade.alerts.title')} align="end">
      <Panel>
        <SwitchRow label={t('trade.alerts.toast')} hint={t('trade.alerts.toastHint')} hintId="trade-alerts-toast" checked={toast} onChange={(on) => writePref(prefs, PREFS.alertToast, on)} />
        <SwitchRow label={t('trade.alerts.sound')} checked={!muted} onChange={(on) => writePref(prefs, PREFS.audioMuted, !on)} />
        <Button size="sm" variant="ghost" onClick={playFillSound}>
          {t('trade.alerts.test')}
        </Button>
      </Panel>
    </Popover>
  );
}

/** A bell drawn inline (emoji fonts are not on every machine). */
function BellIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M8 1.5a4.5 4.5 0 00-4.5 4.5v3L2 11.5h12L12.5 9V6A4.5 4.5 0 008 1.5zM6.3 13a1.8 1.8 0 003.4 0z" fill="currentColor" />
    </svg>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  width: 240px;
  padding: ${vars.size.space3};
`;
