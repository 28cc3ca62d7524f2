import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { ROUTES } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { ThirdPartyText, TokenIcon, usePlatform, vars } from '@nova/shared-ui';

export interface TokenLinkProps {
  chain: ChainKey;
  address: string;
  symbol: string;
  icon?: string;
}

/** The token page path (spec 3 §2 routes, built by shared-contracts' ROUTES). */
export const tokenPath = (chain: ChainKey, address: string): string => ROUTES.trade(chain, address);

/** A real link to the token's trade page, followed in-app through platform.navigate (named by the symbol). */
export function TokenLink({ chain, address, symbol, icon }: TokenLinkProps) {
  const { navigate, href } = usePlatform();
  const path = tokenPath(chain, address);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <Link href={href(path)} onClick={onClick}>
      {icon !== undefined && <TokenIcon src={icon} symbol={symbol} size={16} />}
      <ThirdPartyText text={symbol} />
    </Link>
  );
}

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.size.space2};
  min-width: 0;
  color: ${vars.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { color: ${vars.color.accent}; }
  & > span { overflow: hidden; text-overflow: ellipsis; }
`;
