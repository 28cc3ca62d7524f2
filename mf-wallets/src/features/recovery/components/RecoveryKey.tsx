import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Button, vars } from '@nova/shared-ui';
import { useWalletsMessages } from '../../../i18n/messages';
import { useCopy } from '../../../shared/useCopy';
import { WALLET_DOWNLOADS } from '../model/downloads';
import { phraseWords } from '../model/phrase';

export interface RecoveryKeyProps {
  mnemonic: string;
  onDone: () => void;
}

type Step = 'warn' | 'confirm' | 'phrase';

/**
 * Spec 2 §2 recovery-key modal body: the warning, 'Recover my key', which becomes 'Continue'
 * once the user must acknowledge the risk, then the numbered words, blurred until revealed,
 * with Copy, and where to import them.
 */
export function RecoveryKey({ mnemonic, onDone }: RecoveryKeyProps) {
  const { t } = useWalletsMessages();
  const copy = useCopy();
  const [step, setStep] = useState<Step>('warn');
  const [acknowledged, setAcknowledged] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const words = phraseWords(mnemonic);
  const warningId = useId();

  return (
    <Stack>
      <Warning role="note" aria-labelledby={warningId}>
        <strong id={warningId}>{t('wallets.recovery.warningTitle')}</strong>
        <ul>
          <li>{t('wallets.recovery.warning1')}</li>
          <li>{t('wallets.recovery.warning2')}</li>
          <li>{t('wallets.recovery.warning3')}</li>
        </ul>
      </Warning>

      {step === 'phrase' ? (
        <>
          <Phrase>
            <Words aria-label={t('wallets.recovery.words')} data-revealed={revealed || undefined} aria-hidden={revealed ? undefined : true}>
              {words.map((word, index) => (
                <Word key={index}>
                  <Index aria-hidden="true">{index + 1}</Index>
                  <span>{word}</span>
                </Word>
              ))}
            </Words>
            {!revealed && (
              <Cover>
                <p>{t('wallets.recovery.hidden')}</p>
                <Button variant="primary" onClick={() => setRevealed(true)} data-autofocus>
                  {t('wallets.recovery.reveal')}
                </Button>
              </Cover>
            )}
          </Phrase>
          <Actions>
            <Button block disabled={!revealed} onClick={() => void copy(words.join(' '), t('wallets.recovery.copied'))}>
              {t('wallets.recovery.copy')}
            </Button>
            <Button block variant="primary" onClick={onDone}>
              {t('wallets.recovery.done')}
            </Button>
          </Actions>
        </>
      ) : (
        <>
          {step === 'confirm' && (
            <Acknowledge>
              <input type="checkbox" checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />
              {t('wallets.recovery.acknowledge')}
            </Acknowledge>
          )}
          <Button
            variant="primary"
            size="lg"
            block
            disabled={step === 'confirm' && !acknowledged}
            onClick={() => setStep(step === 'warn' ? 'confirm' : 'phrase')}
          >
            {t(step === 'warn' ? 'wallets.recovery.recover' : 'wallets.recovery.continue')}
          </Button>
        </>
      )}

      <Downloads aria-label={t('wallets.recovery.downloads')}>
        <span>{t('wallets.recovery.downloads')}</span>
        <ul>
          {WALLET_DOWNLOADS.map(({ id, href }) => (
            <li key={id}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(`wallets.recovery.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </Downloads>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space5};
`;

const Warning = styled.div`
  padding: ${vars.size.space4};
  border: 1px solid ${vars.color.warn};
  border-radius: ${vars.size.radiusMd};
  background: ${vars.color.warnSoft};
  font-size: ${vars.size.fontSm};
  line-height: 1.5;
  strong { color: ${vars.color.warn}; }
  ul { margin: ${vars.size.space3} 0 0; padding-inline-start: 18px; color: ${vars.color.text}; }
`;

const Phrase = styled.div`
  position: relative;
`;

const Words = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.size.space3};
  margin: 0;
  padding: 0;
  list-style: none;
  filter: blur(8px);
  user-select: none;
  transition: filter 160ms;
  &[data-revealed] { filter: none; user-select: text; }
  @media (max-width: 420px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Word = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  height: 32px;
  padding: 0 ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.bg};
  font-family: ${vars.font.mono};
  font-size: ${vars.size.fontMd};
`;

const Index = styled.span`
  min-width: 16px;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

const Cover = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.size.space3};
  text-align: center;
  p { margin: 0; max-width: 300px; font-size: ${vars.size.fontSm}; color: ${vars.color.text}; }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.size.space3};
`;

const Acknowledge = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${vars.size.space3};
  font-size: ${vars.size.fontSm};
  line-height: 1.5;
  cursor: pointer;
  input { margin-top: 3px; accent-color: ${vars.color.accent}; }
`;

const Downloads = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.size.space3};
  padding-top: ${vars.size.space4};
  border-top: 1px solid ${vars.color.border};
  font-size: ${vars.size.fontXs};
  color: ${vars.color.textMuted};
  ul { display: flex; flex-wrap: wrap; gap: ${vars.size.space2}; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-flex;
    align-items: center;
    height: 24px;
    padding: 0 ${vars.size.space3};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.size.radiusSm};
    color: ${vars.color.text};
    text-decoration: none;
  }
  a:hover { border-color: ${vars.color.borderStrong}; background: ${vars.color.surfaceHover}; }
`;
