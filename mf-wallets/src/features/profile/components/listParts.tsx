import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { ChainKey } from '@nova/shared-contracts';
import { vars } from '@nova/shared-ui';
import { tone } from '../model/profit';

export interface ListProps {
  address: string;
  chain: ChainKey;
  onOpen: (chain: ChainKey, address: string) => void;
}

/** A figure coloured by its sign. */
export const Signed = ({ value, children }: { value: string | number; children: ReactNode }) => <span data-tone={tone(value)}>{children}</span>;

/** A cell of two lines: the figure, and a dimmer detail under it. */
export function Two({ top, bottom }: { top: ReactNode; bottom?: ReactNode }) {
  return (
    <Stack>
      <span>{top}</span>
      {bottom !== undefined && <span className="sub">{bottom}</span>}
    </Stack>
  );
}

/** The share glyph (PnL share buttons), decorative. */
export function ShareIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path fill="currentColor" d="M12 10.5a2.5 2.5 0 0 0-1.9.9L6.4 9.3a2.5 2.5 0 0 0 0-2.6l3.7-2.1A2.5 2.5 0 1 0 9.5 3l-3.7 2.1a2.5 2.5 0 1 0 0 3.8l3.7 2.1A2.5 2.5 0 1 0 12 10.5z" />
    </svg>
  );
}

/** The lists' table wrapper: signed figures coloured, mono cells, clickable rows. */
export const Rows = styled.div`
  [data-tone='up'] { color: ${vars.color.up}; }
  [data-tone='down'] { color: ${vars.color.down}; }
  .dim { color: ${vars.color.textMuted}; }
  td { font-family: ${vars.font.mono}; font-size: ${vars.size.fontSm}; }
  tbody tr { cursor: pointer; }
`;

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.3;
  .sub { color: ${vars.color.textDim}; font-size: ${vars.size.fontXs}; }
`;
