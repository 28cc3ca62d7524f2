import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUS_EVENTS, PlatformContext, createEventBus, type ApiClient, type BusEventMap, type PlatformServices } from '@nova/shared-contracts';
import { createI18n } from '../../services/i18n/i18n';
import { AuthLayer } from './AuthLayer';
import { createLoginController } from './model/loginController';

describe('AuthLayer', () => {
  it('shows translated text when its first render already has the drawer open', () => {
    const i18n = createI18n('de');
    const controller = createLoginController();
    void controller.request(); // the user clicked Log in before the lazy layer arrived
    render(
      <PlatformContext.Provider value={{ i18n } as unknown as PlatformServices}>
        <AuthLayer
          controller={controller}
          api={{ baseUrl: 'http://sim.test', call: vi.fn() } as unknown as ApiClient}
          keepSession={vi.fn()}
          wallets={{ available: () => false, signInWallet: vi.fn() }}
          toast={{ show: vi.fn(() => 't'), update: vi.fn(), dismiss: vi.fn() }}
          bus={createEventBus<BusEventMap>(BUS_EVENTS)}
          navigate={vi.fn()}
        />
      </PlatformContext.Provider>,
    );
    expect(screen.getByRole('dialog', { name: 'Wallet verbinden' })).toBeInTheDocument();
    expect(screen.queryByText(/^auth\./)).not.toBeInTheDocument();
  });
});
