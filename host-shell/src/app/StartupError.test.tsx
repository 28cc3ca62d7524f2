import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../services/i18n/messages';
import de from '../services/i18n/locales/de';
import { startupEn } from '../services/i18n/parts/startup';
import { StartupError } from './StartupError';

describe('StartupError', () => {
  it('says browser storage is blocked, in the URL\'s locale, with Reload', () => {
    render(<StartupError problem={{ kind: 'storage' }} locale="de" messages={de} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { name: 'Browser-Speicher ist blockiert' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(de['shell.startup.storageBody']);
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });

  it('names the registry problem and where the registry comes from, in English from its own part (not in the start\'s English)', () => {
    render(<StartupError problem={{ kind: 'registry', reason: 'remotes.json answered 404' }} locale="en" messages={en} />);
    expect(screen.getByRole('heading', { name: startupEn['shell.startup.title'] })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('remotes.json answered 404');
    expect(screen.getByRole('alert')).toHaveTextContent(startupEn['shell.startup.registryHint']);
  });
});
