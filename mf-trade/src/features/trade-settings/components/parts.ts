import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';

/** Styled parts shared by the trade settings components. */
export const Label = styled.div`
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontXs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.size.space2};
  & > label { flex: 1; }
`;

export const Chip = styled.button`
  height: 28px;
  padding: 0 ${vars.size.space3};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.bg};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  cursor: pointer;
  &:hover:not(:disabled) { color: ${vars.color.text}; border-color: ${vars.color.textDim}; }
  &[aria-pressed='true'] { color: ${vars.color.accent}; border-color: ${vars.color.accent}; }
  &:disabled { cursor: not-allowed; opacity: 0.55; }
  &:disabled[aria-pressed='true'] { opacity: 1; }
`;


export const Unit = styled.span`
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

/** A short visible caption inside an input box (the input's accessible name says it in full). */
export const Prefix = styled.span`
  margin-inline-end: ${vars.size.space2};
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textDim};
  font-size: ${vars.size.fontXs};
`;

export const ErrorLine = styled.p`
  margin: 0;
  color: ${vars.color.down};
  font-size: ${vars.size.fontXs};
`;

export const WarnLine = styled.p`
  margin: 0;
  color: ${vars.color.warn};
  font-size: ${vars.size.fontXs};
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  padding-top: ${vars.size.space2};
`;

export const Spacer = styled.span`
  flex: 1;
`;
