import styled from '@emotion/styled';
import { vars } from '../theme/tokens';

export interface SpinnerProps {
  /** Accessible name of the busy indicator. */
  label?: string;
  size?: number;
  /** Hidden from assistive tech when the surrounding control already says it is busy. */
  decorative?: boolean;
}

/** A small rotating ring with role="status" and an accessible name. */
export function Spinner({ label = 'Loading', size = 14, decorative = false }: SpinnerProps) {
  const style = { width: size, height: size };
  return decorative ? <Ring aria-hidden="true" style={style} /> : <Ring role="status" aria-label={label} style={style} />;
}

const Ring = styled.span`
  display: inline-block;
  box-sizing: border-box;
  border: 2px solid ${vars.color.borderStrong};
  border-top-color: currentColor;
  border-radius: 50%;
  animation: nova-spin 0.7s linear infinite;
  vertical-align: middle;
`;
