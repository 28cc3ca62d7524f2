import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../services/i18n/messages';
import de from '../services/i18n/locales/de';
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

  it('names the registry problem and where the registry comes from', () => {
    render(<StartupError problem={{ kind: 'registry', reason: 'remotes.json answered 404' }} locale="en" messages={en} />);
    expect(screen.getByRole('heading', { name: en['shell.startup.title'] })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('remotes.json answered 404');
    expect(screen.getByRole('alert')).toHaveTextContent(en['shell.startup.registryHint']);
  });
});
