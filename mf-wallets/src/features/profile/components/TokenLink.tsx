import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { CHAINS, ROUTES } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { ThirdPartyText, TokenIcon, usePlatform, vars } from '@nova/shared-ui';

/** Opens a token's page (/trade/{chain}/{token}), then tells the profile (a modal closes itself). */
export function useOpenToken(onNavigate?: () => void): (chain: ChainKey, address: string) => void {
  const platform = usePlatform();
  return (chain, address) => {
    platform.navigate(ROUTES.trade(chain, address));
    onNavigate?.();
  };
}

export interface TokenLinkProps {
  chain: ChainKey;
  address: string;
  symbol: string;
  icon: string;
  name?: string;
  onOpen: (chain: ChainKey, address: string) => void;
  extra?: ReactNode;
}

/** The token cell: icon, symbol (a real link to the token page) and name, both third-party text. */
export function TokenLink({ chain, address, symbol, icon, name, onOpen, extra }: TokenLinkProps) {
  const platform = usePlatform();
  return (
    <Cell>
      <TokenIcon src={icon} symbol={symbol} size={24} chain={chain} chainName={CHAINS[chain].name} />
      <span className="names">
        <a
          href={platform.href(ROUTES.trade(chain, address))}
          onClick={(event) => {
            event.stopPropagation();
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen(chain, address);
          }}
        >
          <ThirdPartyText text={symbol} />
        </a>
        {name !== undefined && name !== '' && (
          <span className="name">
            <ThirdPartyText text={name} />
          </span>
        )}
      </span>
      {extra}
    </Cell>
  );
}

const Cell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.size.space3};
  min-width: 0;
  .names { display: flex; flex-direction: column; min-width: 0; line-height: 1.25; }
  a { color: ${vars.color.text}; font-weight: 600; text-decoration: none; }
  a:hover { color: ${vars.color.accent}; }
  .name { color: ${vars.color.textDim}; font-size: ${vars.size.fontXs}; max-width: 140px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
