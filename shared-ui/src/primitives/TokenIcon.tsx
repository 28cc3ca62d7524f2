import styled from '@emotion/styled';
import { useState } from 'react';
import { vars } from '../theme/tokens';
import { stripBidiControls } from '../text/bidi';

export interface TokenIconProps {
  src: string;
  symbol: string;
  size?: number;
  /** Chain badge text (e.g. the chain key); its full name goes in `chainName`. */
  chain?: string;
  chainName?: string;
}

type ImageState = 'loading' | 'loaded' | 'error';

/**
 * A token image with the states of spec 3 §4 (loading, loaded, error): while loading and on error
 * it shows the first letter of the symbol. Decorative (the symbol is always written beside it).
 */
export function TokenIcon({ src, symbol, size = 24, chain, chainName }: TokenIconProps) {
  const [state, setState] = useState<{ src: string; value: ImageState }>({ src, value: 'loading' });
  const current = state.src === src ? state.value : 'loading';
  const clean = stripBidiControls(symbol);
  const letter = clean.trim().charAt(0).toUpperCase() || '?';
  return (
    <Frame aria-hidden="true" style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }} title={clean}>
      {current !== 'loaded' && <Letter data-state={current}>{letter}</Letter>}
      {current !== 'error' && src && (
        <Img
          src={src}
          alt=""
          data-loaded={current === 'loaded' || undefined}
          onLoad={() => setState({ src, value: 'loaded' })}
          onError={() => setState({ src, value: 'error' })}
        />
      )}
      {chain && (
        <ChainBadge title={chainName ?? chain} data-chain={chain}>
          {chain.charAt(0).toUpperCase()}
        </ChainBadge>
      )}
    </Frame>
  );
}

const Frame = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${vars.color.surfaceHover};
  vertical-align: middle;
`;

const Letter = styled.span`
  font-weight: 700;
  color: ${vars.color.textMuted};
  line-height: 1;
`;

const Img = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border-radius: 50%;
  object-fit: cover;
  opacity: 0;
  transition: opacity 150ms;
  &[data-loaded] { opacity: 1; }
`;

const ChainBadge = styled.span`
  position: absolute;
  inset-inline-end: -3px;
  bottom: -3px;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  border: 1px solid ${vars.color.surface};
  background: ${vars.color.borderStrong};
  color: ${vars.color.text};
  font-size: 7px;
  font-weight: 700;
  line-height: 10px;
  text-align: center;
  &[data-chain='solana'] { background: #7b45e0; }
  &[data-chain='bsc'] { background: #c99a0a; }
  &[data-chain='eth'] { background: #5468b8; }
  &[data-chain='base'] { background: #1652f0; }
  &[data-chain='gatelayer'] { background: #17a37a; }
`;
