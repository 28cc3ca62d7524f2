import styled from '@emotion/styled';
import type { InputHTMLAttributes } from 'react';
import { vars } from '@nova/shared-ui';

/**
 * The colour input of the chart's editors (the chart settings' candle colours, the drawing style
 * flyout, the selected drawing's toolbar): the browser's picker as a small swatch, one look for all.
 * The caller gives its accessible name (`aria-label`, or a wrapping label).
 */
export function ColourInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <Swatch type="color" {...props} />;
}

const Swatch = styled.input`
  flex: none;
  width: 28px;
  height: 22px;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusSm};
  background: transparent;
  cursor: pointer;
`;
