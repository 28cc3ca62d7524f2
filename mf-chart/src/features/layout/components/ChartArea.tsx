import styled from '@emotion/styled';
import { Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { CHAINS, LOCALES } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { usePlatform, useViewportNarrowerThan, vars } from '@nova/shared-ui';
import { useChartMessages } from '../../../i18n/messages';
import { effectiveResolution, resolutionsFor } from '../../../shared/model/resolution';
import { DrawingDialogs, DrawingKeys, DrawingRail, FavouritesBar, drawingsFor, useDrawings } from '../../drawings';
import type { DrawingPoint, DrawingTool } from '../../drawings';
import { ChartPane, NARROW_SCREEN_PX, shortcutFor } from '../../pane';
import { createPaneLinks } from '../controller/paneLinks';
import { areaReducer, initialArea } from '../model/area';
import { AREA_LETTERS, findLayout } from '../model/layouts';
import { pageOf, settingsKey, settingsStore } from '../model/settings';
import { ChartToolbar } from './ChartToolbar';

export interface ChartAreaProps {
  chain: ChainKey;
  address: string;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

/**
 * The chart area (spec 3 §2, §4): toolbar, the layout's charts (one selected), keyboard shortcuts,
 * fullscreen, screenshots, drawings, and the page's saved settings (written 1 s after a change).
 */
export function ChartArea({ chain, address }: ChartAreaProps) {
  const { t, locale } = useChartMessages();
  const platform = usePlatform();
  const { prefs, toast } = platform;
  const key = useMemo(() => settingsKey(pageOf(typeof location === 'undefined' ? '/' : location.pathname, LOCALES)), []);
  const multiChart = !useViewportNarrowerThan(NARROW_SCREEN_PX);
  const saved = useMemo(() => settingsStore(prefs, key), [prefs, key]);
  const [state, dispatch] = useReducer(areaReducer, null, () => initialArea(saved.read(), { chain, address }, multiChart));
  const { settings, areas } = state;
  const selected = settings.selectedIndex;
  const selectedArea = areas[selected] ?? areas[0]!;
  const [fullscreen, setFullscreen] = useState(false);
  const [tool, setTool] = useState<DrawingTool | null>(null);

  // The page's token goes to the selected chart (and to all with symbol sync).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    dispatch({ type: 'symbol', chain, address });
  }, [chain, address]);

  // Saved 1 s after the last change; a pending save is written when the chart area goes away.
  const firstSettings = useRef(settings);
  useEffect(() => {
    if (settings !== firstSettings.current) saved.save(settings);
  }, [settings, saved]);
  useEffect(() => () => saved.flush(), [saved]);

  useEffect(() => {
    if (!multiChart && areas.length > 1) dispatch({ type: 'layout', layout: '1A' });
  }, [multiChart, areas.length]);

  // Fullscreen is a page-level style (spec 3 §4): the chart area covers the page.
  useEffect(() => {
    if (!fullscreen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [fullscreen]);

  // Shortcuts act while nothing else has the focus (the page body) or the chart area has it; the
  // taken keys are swallowed only inside the chart area, so the host's "/" search still works
  // from the rest of the page.
  // The digits choose among the tabs shown: the pinned intervals the selected chart's chain offers.
  const pinned = useMemo(() => settings.pinnedResolutions.filter((r) => resolutionsFor(selectedArea.chain).includes(r)), [settings.pinnedResolutions, selectedArea.chain]);
  const areaRef = useRef<HTMLDivElement>(null);
  const drawings = useDrawings({ prefs, quote: settings.quote, priceType: settings.priceType, style: settings.drawing.style });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Node | null;
      const inside = !!target && !!areaRef.current?.contains(target);
      if (event.defaultPrevented || isTyping(event.target) || !(inside || target === document.body || target === document.documentElement)) return;
      const action = shortcutFor(event, pinned, fullscreen);
      if (!action || (action.type === 'taken' && !inside)) return;
      event.preventDefault();
      if (action.type === 'taken') event.stopPropagation();
      else if (action.type === 'interval') dispatch({ type: 'resolution', resolution: action.resolution });
      else if (action.type === 'exitFullscreen') setFullscreen(false);
      else setFullscreen((on) => !on);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pinned, fullscreen]);

  // Sync between charts: crosshair (on by default), time (scroll position) and date range.
  const syncState = useRef({ sync: settings.sync, count: areas.length });
  syncState.current = { sync: settings.sync, count: areas.length };
  const links = useMemo(() => createPaneLinks(() => syncState.current), []);

  const screenshot = useCallback(
    (action: 'download' | 'copy') => {
      const handle = links.handle(selected);
      if (!handle) return;
      // The picture says what it shows: symbol, interval, time and brand in a band under the chart (a lazy chunk).
      const resolution = effectiveResolution(selectedArea.resolution, selectedArea.chain);
      const fileName = `${selectedArea.chain}-${selectedArea.address.slice(0, 8)}-${resolution}.png`;
      const onCopied = () => toast.show({ kind: 'success', message: t('chart.screenshot.copied') });
      void import(/* webpackChunkName: "chart-screenshot" */ './saveScreenshot').then(({ saveScreenshot }) => saveScreenshot({ action, handle, resolution, timezone: settings.timezone, locale, fileName, onCopied }));
    },
    [links, selected, selectedArea, settings.timezone, locale, toast, t],
  );

  const onDrawn = useCallback(
    (symbol: string, drawnTool: DrawingTool, points: DrawingPoint[]) => {
      drawings.drawn(symbol, drawnTool, points);
      setTool(null);
    },
    [drawings],
  );
  // The selected chart's drawings: its list in the rail, and what Remove drawings takes (after asking, undoably).
  const selectedSymbol = `${selectedArea.chain}:${selectedArea.address}`;
  const selectedDrawings = useMemo(() => drawingsFor(drawings.drawings, selectedSymbol, settings.quote, settings.priceType), [drawings.drawings, selectedSymbol, settings.quote, settings.priceType]);
  const clearing = drawings.clearing === selectedSymbol ? { count: selectedDrawings.length, symbol: links.handle(selected)?.symbol() || t('chart.title') } : null;
  const clearDrawings = () => {
    drawings.dispatch({ type: 'removeAll', ids: selectedDrawings.map((d) => d.id) });
    drawings.askClear(null);
  };

  const layout = findLayout(settings.layout);
  const shownResolution = effectiveResolution(selectedArea.resolution, selectedArea.chain);

  return (
    <Area ref={areaRef} tabIndex={-1} data-fullscreen={fullscreen || undefined} data-layout={layout.name}>
      <ChartToolbar
        chain={selectedArea.chain}
        settings={settings}
        resolution={shownResolution}
        style={selectedArea.style}
        multiChart={multiChart}
        fullscreen={fullscreen}
        onResolution={(resolution) => dispatch({ type: 'resolution', resolution })}
        onPinned={(list) => dispatch({ type: 'pinned', pinned: list })}
        onStyle={(style) => dispatch({ type: 'style', style })}
        onLayout={(name) => dispatch({ type: 'layout', layout: name })}
        onQuote={(quote) => dispatch({ type: 'quote', quote })}
        onPriceType={(priceType) => dispatch({ type: 'priceType', priceType })}
        onSync={(syncKey, on) => dispatch({ type: 'sync', key: syncKey, on })}
        onScreenshot={screenshot}
        onFullscreen={() => setFullscreen((on) => !on)}
        onTradeDisplay={(displayKey, on) => dispatch({ type: 'tradeDisplay', key: displayKey, on })}
        onColours={(colours) => dispatch({ type: 'colours', colours })}
        onChartSetting={(patch) => dispatch({ type: 'chartSetting', patch })}
        onTimezone={(timezone) => dispatch({ type: 'timezone', timezone })}
        onTimeAnchor={(patch) => dispatch({ type: 'timeAnchor', patch })}
        onShowDrawingToolbar={(on) => dispatch({ type: 'showDrawingToolbar', on })}
        onOrderPanelPosition={(position) => dispatch({ type: 'orderPanelPosition', position })}
        timeAt={(fraction) => links.handle(selected)?.timeAt(fraction) ?? null}
      />
      {shownResolution !== selectedArea.resolution && <Note>{t('chart.fallback', { layer: CHAINS.gatelayer.name })}</Note>}
      <Body>
        {settings.showDrawingToolbar && (
          <Suspense fallback={<RailSpace />}>
            <DrawingRail
            tool={tool}
            drawing={settings.drawing}
            onTool={setTool}
            onDrawing={(action) => dispatch({ type: 'drawing', action })}
            drawings={selectedDrawings}
            selectedId={drawings.selectedId}
            onSelectDrawing={drawings.select}
            onDeleteDrawing={(id) => drawings.dispatch({ type: 'delete', id })}
            canUndo={drawings.canUndo}
            canRedo={drawings.canRedo}
            onUndo={() => drawings.dispatch({ type: 'undo' })}
            onRedo={() => drawings.dispatch({ type: 'redo' })}
            onClear={() => drawings.askClear(selectedSymbol)}
          />
          </Suspense>
        )}
        <Grid style={{ gridTemplateAreas: layout.areas.map((row) => `"${row}"`).join(' ') }}>
          <Suspense fallback={null}>
            <FavouritesBar favourites={settings.drawing.favourites} tool={tool} onTool={setTool} />
          </Suspense>
          {areas.map((area, index) => (
            <ChartPane
              key={index}
              index={index}
              count={areas.length}
              gridArea={AREA_LETTERS[index] ?? 'a'}
              area={{ ...area, resolution: effectiveResolution(area.resolution, area.chain) }}
              selected={index === selected && areas.length > 1}
              onSelect={() => index !== selected && dispatch({ type: 'select', index })}
              quote={settings.quote}
              priceType={settings.priceType}
              chartSetting={settings.chartSetting}
              timezone={settings.timezone}
              timeAnchor={settings.timeAnchorSetting}
              magnet={settings.drawing.magnet}
              drawingStyle={settings.drawing.style}
              orderPanelPosition={settings.orderPanelPosition}
              tradeDisplay={settings.tradeDisplay}
              tool={index === selected ? tool : null}
              drawings={drawings}
              onDrawn={onDrawn}
              sync={links}
            />
          ))}
        </Grid>
      </Body>
      <Suspense fallback={null}>
        <DrawingKeys state={drawings} scope={areaRef} />
      </Suspense>
      {(drawings.note || clearing) && (
        <Suspense fallback={null}>
          <DrawingDialogs state={drawings} clearing={clearing} onClear={clearDrawings} />
        </Suspense>
      )}
    </Area>
  );
}

const Area = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 300px;
  /* Desktop and tablet: a chart as tall as the screen allows (60 % of it, 300 to 600 px). */
  @media (min-width: 768px) {
    min-height: max(300px, min(60vh, 600px));
  }
  background: ${vars.color.surface};
  &:focus {
    outline: none;
  }
  &[data-fullscreen] {
    position: fixed;
    inset: 0;
    z-index: 1000;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

/** The drawing rail's place while its chunk loads: the charts do not shift when it comes. */
const RailSpace = styled.div`
  flex: none;
  width: calc(${vars.size.controlHeight} + 2 * ${vars.size.space2} + 1px);
  border-inline-end: 1px solid ${vars.color.border};
`;

const Grid = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  display: grid;
  flex: 1;
  min-height: 0;
  gap: 2px;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-rows: minmax(0, 1fr);
`;

const Note = styled.p`
  margin: 0;
  padding: ${vars.size.space2} ${vars.size.space4};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;
