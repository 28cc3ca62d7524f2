import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';
import { Hint, Label } from './parts';

export interface SwitchRowProps {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  hint?: string;
  hintId?: string;
}

/** A labelled on/off switch (role switch, aria-checked). */
export function SwitchRow({ label, checked, onChange, hint, hintId }: SwitchRowProps) {
  return (
    <Row>
      <div>
        <Label as="span">{label}</Label>
        {hint && <Hint id={hintId}>{hint}</Hint>}
      </div>
      <Switch type="button" role="switch" aria-checked={checked} aria-label={label} aria-describedby={hint ? hintId : undefined} onClick={() => onChange(!checked)}>
        <span />
      </Switch>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.size.space3};
`;

const Switch = styled.button`
  position: relative;
  flex: none;
  width: 34px;
  height: 18px;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: 9px;
  background: ${vars.color.bg};
  cursor: pointer;
  span {
    position: absolute;
    top: 2px;
    inset-inline-start: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${vars.color.textMuted};
    transition: transform 120ms ease;
  }
  &[aria-checked='true'] { background: ${vars.color.accent}; border-color: ${vars.color.accent}; }
  &[aria-checked='true'] span { transform: translateX(16px); background: ${vars.color.text}; }
  &:dir(rtl)[aria-checked='true'] span { transform: translateX(-16px); }
`;
