import { Suspense, use, useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform } from '@nova/platform-double/testing';
import type { Resolution } from '@nova/shared-contracts';
import { IntervalBar } from './IntervalBar';

const never = new Promise<never>(() => undefined);

/** A chart that cannot show 5m yet (its render suspends), as a slow chart render or load would hold it. */
function Chart({ resolution }: { resolution: Resolution }) {
  if (resolution === '5m') use(never);
  return <p>{`bars of ${resolution}`}</p>;
}

function Page() {
  const [resolution, setResolution] = useState<Resolution>('1m');
  return (
    <>
      <IntervalBar value={resolution} offered={['1m', '5m', '1h']} pinned={['1m', '5m', '1h']} onChange={setResolution} onPinnedChange={() => undefined} />
      <Suspense fallback={<p>chart loading</p>}>
        <Chart resolution={resolution} />
      </Suspense>
    </>
  );
}

describe('IntervalBar', () => {
  it('selects the clicked tab at once, while the chart keeps its bars until it can render the new interval', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Page />);
    const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Interval' })).getByRole('tab', { name });
    expect(tab('1m')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('5m'));
    await act(() => Promise.resolve());
    // The choice is shown; the chart's render of it is a transition, so the old bars stay on
    // screen instead of the chart being replaced by its loading state.
    expect(tab('5m')).toHaveAttribute('aria-selected', 'true');
    expect(tab('1m')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('bars of 1m')).toBeInTheDocument();
    expect(screen.queryByText('chart loading')).toBeNull();

    await user.click(tab('1h'));
    expect(await screen.findByText('bars of 1h')).toBeInTheDocument();
    expect(tab('1h')).toHaveAttribute('aria-selected', 'true');
  });
});
