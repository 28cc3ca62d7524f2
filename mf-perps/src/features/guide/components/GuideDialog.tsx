import styled from '@emotion/styled';
import { useReducer } from 'react';
import { Button, Dialog, DialogActions, vars } from '@nova/shared-ui';
import type { PerpsT } from '../../../shared/translate';
import { GUIDE_STEPS, guideReducer, isLastGuideStep } from '../model/guide';

const SLIDES = [
  { title: 'perps.guide.step1.title', body: 'perps.guide.step1.body' },
  { title: 'perps.guide.step2.title', body: 'perps.guide.step2.body' },
] as const;

/** The two-step deposit and withdraw guide (spec 2 §2): two slides, dots, back, next, finish. */
export function GuideDialog({ open, t, onClose }: { open: boolean; t: PerpsT; onClose: () => void }) {
  const [step, dispatch] = useReducer(guideReducer, 0);
  const slide = SLIDES[step] ?? SLIDES[0];
  return (
    <Dialog open={open} onClose={onClose} title={t('perps.guide.title')} closeLabel={t('perps.close')}>
      <section aria-roledescription="slide" aria-label={t('perps.guide.slide', { n: step + 1, total: GUIDE_STEPS })}>
        <h3>{t(slide.title)}</h3>
        <p>{t(slide.body)}</p>
      </section>
      <Dots role="tablist" aria-label={t('perps.guide.slides')}>
        {SLIDES.map((item, index) => (
          <button key={item.title} type="button" role="tab" aria-selected={index === step} aria-label={t('perps.guide.slide', { n: index + 1, total: GUIDE_STEPS })} onClick={() => dispatch({ go: index })} />
        ))}
      </Dots>
      <DialogActions>
        {step > 0 && <Button onClick={() => dispatch('back')}>{t('perps.back')}</Button>}
        {isLastGuideStep(step) ? (
          <Button variant="primary" onClick={onClose}>
            {t('perps.guide.finish')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => dispatch('next')}>
            {t('perps.next')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${vars.size.space3};
  margin: ${vars.size.space4} 0;
  button {
    width: 8px;
    height: 8px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: ${vars.color.border};
    cursor: pointer;
  }
  button[aria-selected='true'] { background: ${vars.color.accent}; }
`;
