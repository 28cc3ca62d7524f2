import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { vars } from '@nova/shared-ui';

export interface NoticeProps {
  children: ReactNode;
  action?: ReactNode;
}

/** Why a module shows nothing else (signed out, or the wrong session kind), with an optional action. */
export function Notice({ children, action }: NoticeProps) {
  return (
    <Box role="note">
      <Text>{children}</Text>
      {action}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.size.space4};
  padding: 20px ${vars.size.space4};
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  max-width: 340px;
  font-size: ${vars.size.fontSm};
  color: ${vars.color.textMuted};
  line-height: 1.5;
`;
