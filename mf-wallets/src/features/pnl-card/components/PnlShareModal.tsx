import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { CHAINS, PREFS, writePref } from '@nova/shared-contracts';
import type { PnlShareRequest } from '@nova/shared-contracts';
import { Button, canCopyImages, copyPng, Dialog, ErrorState, FitPreview, saveBlob, Spinner, Tabs, usePlatform, useSession, useTypedPref, vars } from '@nova/shared-ui';
import { useNativePrice, usePnlSource } from '../api/usePnlData';
import { usePnlCardMessages } from '../i18n/messages';
import { BACKGROUND_INDEXES, TOKEN_DEFAULT_PERIOD, WALLET_DEFAULT_PERIOD, backgroundArt, pnlFileName, tokenFigures, walletFigures } from '../model/card';
import type { BackgroundIndex, CardCurrency } from '../model/card';
import { ArtSwatch, CARD_HEIGHT, CARD_WIDTH } from './CardArt';
import { cardPng } from './cardImage';
import { ShareCard } from './ShareCard';

/** The share modal's width (spec 2 §9). */
export const SHARE_MODAL_WIDTH = 744;

export type PnlShareModalProps = PnlShareRequest & { onClose: () => void };

/**
 * The Share-PnL modal (spec 2 §2): the card, the currency (USD or the chain's native coin), the
 * background (0 automatic, 1-3 fixed; kept in the prefs registry), Download PNG and Copy image.
 */
export function PnlShareModal({ wallet, chain, token, period, onClose }: PnlShareModalProps) {
  const { t } = usePnlCardMessages();
  const { user } = useSession();
  return (
    <Dialog open onClose={onClose} title={t('pnlCard.title')} width={SHARE_MODAL_WIDTH} closeLabel={t('pnlCard.close')}>
      {user === null ? <Note>{t('pnlCard.signedOut')}</Note> : <ShareBody wallet={wallet} chain={chain} token={token} period={period ?? (token ? TOKEN_DEFAULT_PERIOD : WALLET_DEFAULT_PERIOD)} />}
    </Dialog>
  );
}

function ShareBody({ wallet, chain, token, period }: Omit<PnlShareRequest, 'period'> & { period: NonNullable<PnlShareRequest['period']> }) {
  const { t } = usePnlCardMessages();
  const { prefs, toast } = usePlatform();
  const source = usePnlSource(wallet, period, token);
  const nativePrice = useNativePrice(chain);
  const background = useTypedPref(PREFS.pnlShareBackground) as BackgroundIndex;
  const [currency, setCurrency] = useState<CardCurrency>('usd');
  const [busy, setBusy] = useState<'download' | 'copy' | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [at] = useState(() => new Date());

  if (source.status === 'pending') return <Loading role="status" aria-label={t('pnlCard.loading')}><Spinner size={20} decorative /></Loading>;
  if (source.status === 'error')
    return source.error.message === 'no-token-row' ? <Note>{t('pnlCard.noRow')}</Note> : <ErrorState title={t('pnlCard.error')} message={source.error.message} onRetry={() => void source.refetch()} retryLabel={t('pnlCard.retry')} />;

  const data = source.data;
  const figures = data.kind === 'token' ? tokenFigures(data.row) : walletFigures(data.profit);
  const subject = data.kind === 'token' ? data.row.token_symbol : `${wallet.slice(0, 4)}${wallet.slice(-4)}`;
  const art = backgroundArt(background, figures.pnlUsd);
  const fail = (error: unknown) => toast.show({ kind: 'error', message: t('pnlCard.imageFailed', { message: error instanceof Error ? error.message : String(error) }), durationMs: 4000 });

  const download = async () => {
    if (!cardRef.current) return;
    setBusy('download');
    try {
      const file = pnlFileName(subject, at);
      saveBlob(await cardPng(cardRef.current), file);
      toast.show({ kind: 'success', message: t('pnlCard.downloaded', { file }), durationMs: 3000 });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };
  const copy = async () => {
    if (!cardRef.current) return;
    if (!canCopyImages()) {
      toast.show({ kind: 'warning', message: t('pnlCard.copyUnsupported'), durationMs: 4000 });
      return;
    }
    setBusy('copy');
    try {
      await copyPng(cardPng(cardRef.current));
      toast.show({ kind: 'success', message: t('pnlCard.copied'), durationMs: 3000 });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Body>
      <FitPreview width={CARD_WIDTH} height={CARD_HEIGHT}>
          <ShareCard
            ref={cardRef}
            art={art}
            figures={figures}
            currency={currency}
            nativePriceUsd={nativePrice}
            chain={chain}
            wallet={wallet}
            period={period}
            at={at}
            {...(data.kind === 'token' ? { token: { symbol: data.row.token_symbol, name: data.row.token_name, icon: data.row.token_icon } } : {})}
          />
      </FitPreview>
      <Controls>
        <Tabs
          label={t('pnlCard.currency')}
          appearance="pill"
          size="sm"
          value={currency}
          onChange={setCurrency}
          items={[
            { value: 'usd', label: t('pnlCard.usd') },
            { value: 'native', label: CHAINS[chain].nativeSymbol, disabled: nativePrice === null },
          ]}
        />
        <Swatches role="radiogroup" aria-label={t('pnlCard.background')}>
          {BACKGROUND_INDEXES.map((index) => (
            <button
              key={index}
              type="button"
              role="radio"
              aria-checked={background === index}
              aria-label={t(`pnlCard.bg.${index}`)}
              title={t(`pnlCard.bg.${index}`)}
              onClick={() => writePref(prefs, PREFS.pnlShareBackground, index)}
            >
              <ArtSwatch art={backgroundArt(index, figures.pnlUsd)} />
              <span>{t(`pnlCard.bg.${index}`)}</span>
            </button>
          ))}
        </Swatches>
      </Controls>
      <Actions>
        <Button variant="secondary" onClick={() => void copy()} loading={busy === 'copy'} disabled={busy !== null}>
          {t('pnlCard.copy')}
        </Button>
        <Button variant="primary" onClick={() => void download()} loading={busy === 'download'} disabled={busy !== null}>
          {t('pnlCard.download')}
        </Button>
      </Actions>
      {busy !== null && <Hidden role="status">{t('pnlCard.working')}</Hidden>}
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space4};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.size.space3};
`;

const Swatches = styled.div`
  display: flex;
  gap: ${vars.size.space2};
  & > button {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    padding: 3px;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    background: transparent;
    color: ${vars.color.textMuted};
    font: inherit;
    font-size: ${vars.size.fontXs};
    cursor: pointer;
  }
  & > button > svg { width: 64px; height: 39px; border-radius: 4px; }
  & > button[aria-checked='true'] { border-color: ${vars.color.accent}; color: ${vars.color.text}; }
  & > button:focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 1px; }
  @media (max-width: 480px) {
    & > button > svg { width: 52px; height: 32px; }
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.size.space2};
  @media (max-width: 480px) { & > button { flex: 1; } }
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  height: ${CARD_HEIGHT}px;
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
