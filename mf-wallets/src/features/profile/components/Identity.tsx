import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { CHAINS } from '@nova/shared-contracts';
import type { ChainKey } from '@nova/shared-contracts';
import { IconButton, shortenAddress, vars } from '@nova/shared-ui';
import { useCopy } from '../../../shared/useCopy';
import { explorerAddressUrl } from '../model/profile';
import { useProfileMessages } from '../i18n/messages';

/** Avatar: the server's image when there is one, else a colour block drawn from the address. */
export function Avatar({ address, src, size = 48 }: { address: string; src?: string; size?: number }) {
  let hash = 0;
  for (const c of address) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return (
    <AvatarBox style={{ width: size, height: size, background: `linear-gradient(135deg, hsl(${hue} 70% 45%), hsl(${(hue + 60) % 360} 70% 30%))` }}>
      {src ? <img src={src} alt="" width={size} height={size} /> : null}
    </AvatarBox>
  );
}

/** The address, shortened, with copy and the chain explorer's page. */
export function AddressLine({ chain, address }: { chain: ChainKey; address: string }) {
  const { t } = useProfileMessages();
  const copy = useCopy();
  return (
    <Line>
      <span className="addr" title={address}>
        {shortenAddress(address, 6, 6)}
      </span>
      <IconButton size="sm" label={t('walletProfile.copyAddress')} icon={<CopyIcon />} onClick={() => void copy(address, t('walletProfile.address'))} />
      <a className="explorer" href={explorerAddressUrl(chain, address)} target="_blank" rel="noopener noreferrer" aria-label={t('walletProfile.explorer', { explorer: CHAINS[chain].name })} title={t('walletProfile.explorer', { explorer: CHAINS[chain].name })}>
        <ExternalIcon />
      </a>
    </Line>
  );
}

export function Head({ children }: { children: ReactNode }) {
  return <HeadBox>{children}</HeadBox>;
}

function CopyIcon() {
  return (
    <svg width="13" height="13" viewBox="0 0 16 16" aria-hidden="true">
      <path fill="currentColor" d="M5 1h8a2 2 0 0 1 2 2v8h-2V3H5V1zM1 5a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V5zm2 0v8h7V5H3z" />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg width="13" height="13" viewBox="0 0 16 16" aria-hidden="true">
      <path fill="currentColor" d="M9 1h6v6h-2V4.4L7.7 9.7 6.3 8.3 11.6 3H9V1zM2 4a1 1 0 0 1 1-1h4v2H4v7h7V9h2v4a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V4z" />
    </svg>
  );
}

const AvatarBox = styled.span`
  flex: none;
  display: inline-block;
  border-radius: 50%;
  overflow: hidden;
  border: 1px solid ${vars.color.borderStrong};
  img { display: block; object-fit: cover; }
`;

const Line = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.size.space2};
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  .addr { font-family: ${vars.font.mono}; margin-inline-end: 2px; }
  .explorer { display: inline-grid; place-items: center; width: 24px; height: 24px; border-radius: ${vars.size.radiusSm}; color: ${vars.color.textMuted}; }
  .explorer:hover { color: ${vars.color.text}; background: ${vars.color.surfaceHover}; }
`;

const HeadBox = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.size.space5};
  padding: ${vars.size.space5};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  background: linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface});
`;
