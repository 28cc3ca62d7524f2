import styled from '@emotion/styled';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Button, vars } from '@nova/shared-ui';
import { useProfileMessages } from '../i18n/messages';

/** The generic error screen of spec 2 §2: 'An unhandled error occurred!', the message and Try again. */
export function ProfileError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useProfileMessages();
  return (
    <Box role="alert">
      <h2>{t('walletProfile.error.title')}</h2>
      <p>{message}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('walletProfile.error.retry')}
      </Button>
    </Box>
  );
}

interface BoundaryState {
  error: Error | null;
}

/** Catches a render failure of the profile and shows the error screen; Try again renders it afresh. */
export class ProfileBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Spec 2 §8: profile failures are logged only.
    console.error('wallet profile failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ProfileError message={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.size.space4};
  padding: 48px ${vars.size.space5};
  text-align: center;
  h2 { margin: 0; font-size: ${vars.size.fontXl}; color: ${vars.color.down}; }
  p { margin: 0; color: ${vars.color.textMuted}; max-width: 480px; word-break: break-word; }
`;
