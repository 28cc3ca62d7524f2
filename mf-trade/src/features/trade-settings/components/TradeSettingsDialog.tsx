import styled from '@emotion/styled';
import { useId, useReducer, useState } from 'react';
import type { ReactNode } from 'react';
import { CHAINS, PRESET_IDS, SLIPPAGE_CHIPS, TRADE, chainPresetsSchema, safeParse, tradePresetsPref } from '@nova/shared-contracts';
import type { ChainKey, ChainPresets } from '@nova/shared-contracts';
import { BuildMark, Button, Dialog, formatPercent, Tabs, usePlatform, vars } from '@nova/shared-ui';
import { useTradeMessages } from '../../../i18n/messages';
import { PRESET_SIDES, customSlippageText, firstError, initialDraft, selectedChip, settingsReducer, shownSide, sideFindings } from '../model/draft';
import type { PresetSide, SpeedMode } from '../model/draft';
import { mevMinTip } from '../model/rules';
import type { Finding } from '../model/rules';
import { InputBox } from '../../../shared/InputBox';
import { Chip, Chips, ErrorLine, Footer, Hint, Label, Prefix, Spacer, Unit, WarnLine } from './parts';
import { SimulatedSellConfirm } from './SimulatedSellConfirm';
import { SwitchRow } from './SwitchRow';

export interface TradeSettingsDialogProps {
  chain: ChainKey;
  /** The chain's presets as saved (already read with readChainPresets). */
  saved: ChainPresets;
  onClose: () => void;
}

const SPEED_MODES: readonly SpeedMode[] = ['market', 'fast', 'super-fast'];

/** Spec 1 §2 "Trade settings dialog": the chain's three presets, per side slippage, priority fee, MEV, simulated sell. */
export function TradeSettingsDialog({ chain, saved, onClose }: TradeSettingsDialogProps) {
  const platform = usePlatform();
  const { t, locale } = useTradeMessages();
  const [draft, dispatch] = useReducer(settingsReducer, undefined, () => initialDraft(chain, saved));
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const ids = { slip: useId(), fee: useId(), tip: useId(), sim: useId(), blocked: useId() };
  const symbol = CHAINS[chain].nativeSymbol;
  const side = shownSide(draft);
  const findings = sideFindings(draft, draft.presets.activePresetId, draft.side);
  const blocked = firstError(draft);
  const sideLabel = (value: PresetSide) => t(value === 'BUY' ? 'trade.side.buy' : 'trade.side.sell');
  const chip = selectedChip(draft);
  const findingText = (finding: Finding) => t(`trade.settings.${finding.key}`, {
      symbol,
      min: mevMinTip(chain).toFixed(),
      slipMin: formatPercent(TRADE.slippageMinPercent, { locale, decimals: 1 }),
      slipMax: formatPercent(TRADE.slippageMaxPercent, { locale, decimals: 0 }),
    });

  const save = () => {
    const parsed = safeParse(chainPresetsSchema, draft.presets);
    if (!parsed.success) {
      setSaveError(t('trade.settings.saveFailed', { reason: parsed.issues[0]?.message ?? '' }));
      return;
    }
    platform.prefs.set(tradePresetsPref(chain), parsed.output);
    onClose();
  };

  return (
    <Dialog open title={t('trade.settings.title')} width={384} onClose={onClose} closeLabel={t('trade.settings.close')} headerExtra={<BuildMark mark={__NOVA_BUILD_MARK__} />}>
      <Root>
        <Body>
          <Tabs
            label={t('trade.settings.preset')}
            appearance="pill"
            size="sm"
            value={draft.presets.activePresetId}
            onChange={(id) => dispatch({ type: 'preset', id })}
            items={PRESET_IDS.map((id) => ({ value: id, label: draft.presets.presetMap[id].name || id }))}
          />
          <Tabs
            label={t('trade.settings.side')}
            value={draft.side}
            onChange={(value) => dispatch({ type: 'side', side: value })}
            items={PRESET_SIDES.map((value) => ({ value, label: sideLabel(value), tone: value === 'BUY' ? 'up' : 'down' }))}
          />

          <Field label={t('trade.settings.slippage')}>
            <Chips role="group" aria-label={t('trade.settings.slippage')}>
              {SLIPPAGE_CHIPS.map((value) => (
                <Chip key={value} type="button" aria-pressed={chip === value} onClick={() => dispatch({ type: 'slippageChip', chip: value })}>
                  {value === 'auto' ? t('trade.settings.slippage.auto') : `${value}%`}
                </Chip>
              ))}
              <InputBox data-invalid={findings.slippage?.level === 'error' || undefined}>
                <input
                  aria-label={t('trade.settings.slippage.custom')}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('trade.settings.slippage.custom')}
                  value={customSlippageText(draft)}
                  onChange={(event) => dispatch({ type: 'slippageText', text: event.target.value })}
                  aria-invalid={findings.slippage?.level === 'error'}
                  aria-describedby={findings.slippage ? ids.slip : undefined}
                />
                <Unit>%</Unit>
              </InputBox>
            </Chips>
            {findings.slippage ? <FindingText id={ids.slip} finding={findings.slippage} text={findingText(findings.slippage)} /> : chip === 'auto' && <Hint>{t('trade.settings.slippage.autoHint', { percent: TRADE.defaultSlippagePercent })}</Hint>}
          </Field>

          <Field label={t('trade.settings.fee')}>
            <Chips role="group" aria-label={t('trade.settings.fee')}>
              {SPEED_MODES.map((mode) => (
                <Chip key={mode} type="button" aria-pressed={side.priorityFee.mode === mode} disabled={side.isMev} onClick={() => dispatch({ type: 'speed', mode })}>
                  {t(`trade.settings.fee.${mode}`)}
                </Chip>
              ))}
              {side.isMev && (
                <Chip type="button" aria-pressed={side.priorityFee.mode === 'mev-super-fast'} disabled>
                  {t('trade.settings.fee.mev-super-fast')}
                </Chip>
              )}
            </Chips>
            <InputBox data-invalid={findings.fee?.level === 'error' || undefined}>
              <Prefix aria-hidden>{t('trade.settings.fee.customShort')}</Prefix>
              <input
                aria-label={t('trade.settings.fee.custom', { symbol })}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={side.priorityFee.mode === 'custom' ? side.priorityFee.value : ''}
                onChange={(event) => dispatch({ type: 'feeValue', value: event.target.value })}
                onBlur={() => dispatch({ type: 'feeBlur' })}
                aria-invalid={findings.fee?.level === 'error'}
                aria-describedby={findings.fee ? ids.fee : undefined}
              />
              <Unit>{symbol}</Unit>
            </InputBox>
            {findings.fee ? <FindingText id={ids.fee} finding={findings.fee} text={findingText(findings.fee)} /> : side.isMev && <Hint>{t('trade.settings.fee.mevMode')}</Hint>}
          </Field>

          <SwitchRow label={t('trade.settings.mev')} checked={side.isMev} onChange={(on) => dispatch({ type: 'mev', on })} />
          {side.isMev && (
            <>
              <InputBox data-invalid={findings.mevFee?.level === 'error' || undefined}>
                <Prefix aria-hidden>{t('trade.settings.mevFee.short')}</Prefix>
                <input
                  aria-label={t('trade.settings.mevFee', { symbol })}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={mevMinTip(chain).toFixed()}
                  value={side.mevFee}
                  onChange={(event) => dispatch({ type: 'mevFee', value: event.target.value })}
                  aria-invalid={findings.mevFee?.level === 'error'}
                  aria-describedby={findings.mevFee ? ids.tip : undefined}
                />
                <Unit>{symbol}</Unit>
              </InputBox>
              {findings.mevFee && <FindingText id={ids.tip} finding={findings.mevFee} text={findingText(findings.mevFee)} />}
            </>
          )}
          <SwitchRow
            label={t('trade.settings.simulatedSell')}
            hint={t('trade.settings.simulatedSell.hint')}
            hintId={ids.sim}
            checked={side.simulatedSell}
            onChange={(on) => (on ? setConfirming(true) : dispatch({ type: 'simulatedSell', on: false }))}
          />

          {blocked && (
            <ErrorLine id={ids.blocked}>
              {t('trade.settings.blocked', { preset: draft.presets.presetMap[blocked.id].name || blocked.id, side: sideLabel(blocked.side) })}
            </ErrorLine>
          )}
          {saveError && <ErrorLine role="alert">{saveError}</ErrorLine>}
          <Footer>
            <Button size="sm" variant="ghost" onClick={() => dispatch({ type: 'reset' })}>
              {t('trade.settings.reset')}
            </Button>
            <Spacer />
            <Button size="sm" variant="secondary" onClick={onClose}>
              {t('trade.settings.cancel')}
            </Button>
            <Button size="sm" variant="primary" disabled={blocked !== null} aria-describedby={blocked ? ids.blocked : undefined} onClick={save}>
              {t('trade.settings.save')}
            </Button>
          </Footer>
        </Body>

        {confirming && (
          <SimulatedSellConfirm
            onCancel={() => setConfirming(false)}
            onEnable={() => {
              dispatch({ type: 'simulatedSell', on: true });
              setConfirming(false);
            }}
          />
        )}
      </Root>
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Section>
      <Label>{label}</Label>
      {children}
    </Section>
  );
}

function FindingText({ id, finding, text }: { id: string; finding: Finding; text: string }) {
  return finding.level === 'error' ? (
    <ErrorLine id={id} role="alert">
      {text}
    </ErrorLine>
  ) : (
    <WarnLine id={id}>{text}</WarnLine>
  );
}

const Root = styled.div`
  position: relative;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space2};
`;
