import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainKey, EndpointName } from '@nova/shared-contracts';
import { renderWithPlatform } from '@nova/platform-double/testing';
import { fetchEvmGas, useEvmGas } from './evmGas';

function Gas({ chain }: { chain: ChainKey }) {
  const gas = useEvmGas(chain);
  return <p data-testid="gas">{gas ? `${gas.priorityWei}/${gas.baseWei}/${gas.gasLimit}` : 'none'}</p>;
}

function setup() {
  const view = renderWithPlatform(<Gas chain="solana" />);
  let answer = 0;
  const call = vi.spyOn(view.platform.api, 'call').mockImplementation(async (name: EndpointName) => {
    answer += 1;
    if (name === 'evmGasPrice') return { fast_pri_wei_per_gas: answer, base_wei_fee: 7 } as never;
    if (name === 'evmGasLimit') return { gas_used: 21_000 } as never;
    throw new Error(`unexpected ${name}`);
  });
  const asked = () => call.mock.calls.map(([name]) => name);
  return { ...view, asked };
}

const shown = () => screen.getByTestId('gas').textContent;

describe('EVM gas (spec 1 §9: polled every 10 s, cached 9 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('is polled every 10 s on an EVM chain that needs it, never on Solana', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { asked, rerender } = setup();
    expect(shown()).toBe('none');
    expect(asked()).toEqual([]);
    rerender(<Gas chain="base" />);
    await waitFor(() => expect(shown()).toMatch(/^\d+\/7\/21000$/));
    expect(asked().sort()).toEqual(['evmGasLimit', 'evmGasPrice']);
    await act(async () => void vi.advanceTimersByTime(9_999));
    expect(asked()).toHaveLength(2);
    await act(async () => void vi.advanceTimersByTime(1));
    await waitFor(() => expect(asked()).toHaveLength(4));
    rerender(<Gas chain="solana" />);
    expect(shown()).toBe('none');
    await act(async () => void vi.advanceTimersByTime(30_000));
    expect(asked()).toHaveLength(4);
  });

  it("an order reuses the panel's answer while it is younger than 9 s, and asks again after", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { asked, platform, rerender } = setup();
    rerender(<Gas chain="base" />);
    await waitFor(() => expect(shown()).not.toBe('none'));
    const shownGas = shown();
    vi.setSystemTime(Date.now() + 8_000);
    const cached = await fetchEvmGas(platform, 'base');
    expect(`${cached.priorityWei}/${cached.baseWei}/${cached.gasLimit}`).toBe(shownGas);
    expect(asked()).toHaveLength(2);
    vi.setSystemTime(Date.now() + 1_500);
    await fetchEvmGas(platform, 'base');
    expect(asked()).toHaveLength(4);
  });
});
