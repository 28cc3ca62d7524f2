import styled from '@emotion/styled';
import { ThemeStyles, vars } from '@nova/shared-ui';

/** Full-page error when the host cannot start (its registry is missing or malformed). */
export function StartupError({ reason }: { reason: string }) {
  return (
    <Page role="alert">
      <ThemeStyles />
      <h1>Nova could not start</h1>
      <p>{reason}</p>
      <p>The host reads its remotes, API and WebSocket addresses from remotes.json, served beside it.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 96px 16px;
  text-align: center;
  h1 { margin: 0; }
  p { margin: 0; color: ${vars.color.textMuted}; max-width: 640px; word-break: break-word; }
  button { padding: 6px 16px; cursor: pointer; }
`;
