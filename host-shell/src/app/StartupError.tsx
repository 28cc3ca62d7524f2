import styled from '@emotion/styled';
import type { Locale } from '@nova/shared-contracts';
import { ThemeStyles, createMessageFormatter, intlLocale, localeDirection, vars } from '@nova/shared-ui';
import { startupEn } from '../services/i18n/parts/startup';

/** Why the host could not start: its registry is missing or malformed, or browser storage is blocked. */
export type StartupProblem = { kind: 'registry'; reason: string } | { kind: 'storage' };

export interface StartupErrorProps {
  problem: StartupProblem;
  locale: Locale;
  /** The shell catalogue of the URL's locale (English when it did not load): its start-up strings are used, English under them. */
  messages: Readonly<Partial<Record<string, string>>>;
}

type StartupKey = keyof typeof startupEn;

/**
 * Full-page error when the host cannot start, in the URL's locale, with a Reload button. Its chunk
 * and its English (`parts/startup`) load only when the start fails (main.tsx): not in main.js.
 */
export function StartupError({ problem, locale, messages }: StartupErrorProps) {
  const storage = problem.kind === 'storage';
  // Builds precompile ICU messages (an apostrophe makes one): format each, never render it raw.
  const merged: Record<string, string> = { ...startupEn };
  for (const [key, message] of Object.entries(messages)) if (message && key in startupEn) merged[key] = message;
  const text: (key: StartupKey) => string = createMessageFormatter(intlLocale(locale), merged, (error) => console.error('[host] a startup message could not be formatted', error));
  return (
    <Page role="alert" lang={locale} dir={localeDirection(locale)}>
      <ThemeStyles />
      <h1>{storage ? text('shell.startup.storageTitle') : text('shell.startup.title')}</h1>
      {storage ? (
        <p>{text('shell.startup.storageBody')}</p>
      ) : (
        <>
          <p>{problem.reason}</p>
          <p>{text('shell.startup.registryHint')}</p>
        </>
      )}
      <button type="button" onClick={() => window.location.reload()}>
        {text('shell.startup.reload')}
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
