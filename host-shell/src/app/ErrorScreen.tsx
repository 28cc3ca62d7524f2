import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import styled from '@emotion/styled';
import { Button, vars } from '@nova/shared-ui';

interface Props {
  children: ReactNode;
  /** Localised texts; the spec's English by default. */
  title?: string;
  retryLabel?: string;
  /** Changes (e.g. the path) reset the boundary. */
  resetKey?: string;
}

/** The generic error screen of spec 3 §2: 'An unhandled error occurred!', the message, Try again. */
export class ErrorScreen extends Component<Props, { error: Error | null; resetKey?: string }> {
  override state: { error: Error | null; resetKey?: string } = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey?: string }) {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[host] unhandled render error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Screen role="alert">
        <h1>{this.props.title ?? 'An unhandled error occurred!'}</h1>
        <p>{error.message}</p>
        <Button variant="primary" onClick={() => this.setState({ error: null })}>
          {this.props.retryLabel ?? 'Try again'}
        </Button>
      </Screen>
    );
  }
}

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 64px 16px;
  text-align: center;
  h1 { font-size: ${vars.size.fontXl}; margin: 0; }
  p { color: ${vars.color.textMuted}; margin: 0; max-width: 560px; word-break: break-word; }
`;
