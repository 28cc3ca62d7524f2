import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform } from '@nova/platform-double/testing';
import { tokenWithCommunity } from '../../../testing/simData';
import { CommunityLinks } from './CommunityLinks';

describe('CommunityLinks', () => {
  it('asks for a token until the page selects one', () => {
    renderWithPlatform(<CommunityLinks />);
    expect(screen.getByText('Open a token to see its community')).toBeInTheDocument();
  });

  it("lists the selected token's community links, each opening in a new tab", async () => {
    const token = await tokenWithCommunity(true);
    const { platform } = renderWithPlatform(<CommunityLinks />);
    act(() => platform.bus.emit('token.selected', { chain: token.chain, address: token.address }));
    const list = await screen.findByRole('list', { name: `Community links of ${token.symbol}` });
    const twitter = within(list).getByRole('link', { name: 'X (Twitter)' });
    expect(twitter).toHaveAttribute('href', token.twitter);
    expect(twitter).toHaveAttribute('target', '_blank');
    expect(twitter).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows an empty state for a token without links (the string 'null' counts as missing)", async () => {
    const token = await tokenWithCommunity(false);
    const { platform } = renderWithPlatform(<CommunityLinks />);
    platform.bus.emit('token.selected', { chain: token.chain, address: token.address });
    expect(await screen.findByText('No community links for this token')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
