import styled from '@emotion/styled';
import { useState } from 'react';
import { CHAINS, LAYOUT } from '@nova/shared-contracts';
import type { ChainKey, ExposedProps } from '@nova/shared-contracts';
import { BuildMark, exposeModule, Panel, Tabs, usePlatform, vars } from '@nova/shared-ui';
import { useLaunchMessages } from '../i18n/launchMessages';
import { ChainChips } from '../shared/components/ChainChips';
import { ToggleChips } from '../shared/components/ToggleChips';
import { useNarrow } from '../shared/hooks/useNarrow';
import { useQuickBuyAmount } from '@nova/shared-ui';
import { LAUNCH_CHAIN_PREF, LAUNCH_PLATFORM_PREF, LAUNCH_STAGES, savedLaunchChain, savedPlatformChoice, withPlatformChoice } from '../features/launch-board/model/launchStages';
import type { LaunchStage, PlatformChoice } from '../features/launch-board/model/launchStages';
import { LaunchColumn } from '../features/launch-board/components/LaunchColumn';

export const contractVersion = __NOVA_BUILD_CONTRACT_VERSION__;

export type LaunchBoardProps = ExposedProps<'mf_discover', './LaunchBoard'>;

/** mf_discover './LaunchBoard': new, completing and completed launches of a chain side by side (tabs below 768 px). */
function LaunchBoard({ chain: fixedChain, title }: LaunchBoardProps) {
  const { t, locale } = useLaunchMessages();
  const { prefs } = usePlatform();
  const [savedChain, setSavedChain] = useState<ChainKey>(() => savedLaunchChain(prefs.get<unknown>(LAUNCH_CHAIN_PREF, null)));
  const chain = fixedChain ?? savedChain;
  const [stage, setStage] = useState<LaunchStage>('new');
  const narrow = useNarrow();
  const quickBuyAmount = useQuickBuyAmount();
  const platformName = CHAINS[chain].defaultLaunchPlatform;
  const [platformPrefs, setPlatformPrefs] = useState<unknown>(() => prefs.get<unknown>(LAUNCH_PLATFORM_PREF, {}));
  const platformChoice: PlatformChoice = platformName ? savedPlatformChoice(platformPrefs, chain) : 'all';
  const pickPlatform = (choice: PlatformChoice) => {
    const next = withPlatformChoice(platformPrefs, chain, choice);
    setPlatformPrefs(next);
    prefs.set(LAUNCH_PLATFORM_PREF, next);
  };

  const pickChain = (next: ChainKey | 'all') => {
    if (next === 'all') return;
    setSavedChain(next);
    prefs.set(LAUNCH_CHAIN_PREF, next);
  };

  return (
    <Panel
      title={title ?? t('discover.launch.title')}
      meta={<BuildMark mark={__NOVA_BUILD_MARK__} />}
      actions={
        <Filters>
          {platformName && (
            <ToggleChips
              label={t('discover.launch.platforms')}
              options={[
                { value: 'default', label: platformName },
                { value: 'all', label: t('discover.launch.allPlatforms') },
              ]}
              value={platformChoice}
              onChange={pickPlatform}
            />
          )}
          {!fixedChain && <ChainChips label={t('discover.chains')} value={chain} onChange={pickChain} />}
        </Filters>
      }
    >
      {narrow && (
        <StageTabs>
          <Tabs label={t('discover.launch.stages')} items={LAUNCH_STAGES.map((value) => ({ value, label: t(`discover.launch.stage.${value}`) }))} value={stage} onChange={setStage} />
        </StageTabs>
      )}
      <Board>
        {(narrow ? [stage] : LAUNCH_STAGES).map((value) => (
          <LaunchColumn key={`${chain}:${value}`} chain={chain} stage={value} platform={platformChoice} quickBuyAmount={quickBuyAmount(chain)} t={t} locale={locale} hideHeading={narrow} />
        ))}
      </Board>
    </Panel>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.size.space4};
  min-width: 0;
`;

const StageTabs = styled.div`
  padding: 0 ${vars.size.space4};
  border-bottom: 1px solid ${vars.color.border};
`;

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.size.space3};
  flex: 1;
  min-height: ${LAYOUT.minComponentHeight}px;
  max-height: calc(100vh - ${LAYOUT.headerHeight + LAYOUT.footerHeight + 96}px);
  padding: ${vars.size.space3};
  @media (max-width: ${LAYOUT.mobileBreakpoint - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    max-height: none;
    padding: 0;
    gap: 0;
  }
`;

export default exposeModule(LaunchBoard);
