import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { vars } from '../theme/tokens';
import { Button } from './Button';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** Shown when a list has nothing to show. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Box>
      <Title>{title}</Title>
      {description && <Text>{description}</Text>}
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  /** What failed, in the user's words ("Could not load hot tokens"). */
  title: string;
  /** The normalised error message from the API. */
  message?: string;
  onRetry: () => void;
  retryLabel?: string;
}

/** A failed load (role="alert") with the message and a Retry button. */
export function ErrorState({ title, message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Box role="alert">
      <Title data-tone="down">{title}</Title>
      {message && <Text>{message}</Text>}
      <Button size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.size.space3};
  padding: 28px ${vars.size.space5};
  text-align: center;
`;

const Title = styled.p`
  margin: 0;
  font-size: ${vars.size.fontMd};
  font-weight: 600;
  color: ${vars.color.text};
  &[data-tone='down'] { color: ${vars.color.down}; }
`;

const Text = styled.p`
  margin: 0;
  max-width: 320px;
  font-size: ${vars.size.fontSm};
  color: ${vars.color.textMuted};
`;
