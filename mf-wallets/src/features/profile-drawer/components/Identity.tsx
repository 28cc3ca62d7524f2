import styled from '@emotion/styled';
import { useId } from 'react';
import { ownAddress } from '@nova/shared-contracts';
import type { SessionUser } from '@nova/shared-contracts';
import { shortenAddress, usePlatform, vars } from '@nova/shared-ui';
import { useDrawerMessages } from '../i18n/messages';

/** Custodial users see their e-mail (or sign-in method); wallet users their own address with Copy. */
export function Identity({ user, custodial }: { user: SessionUser; custodial: boolean }) {
  const { t } = useDrawerMessages();
  const { toast } = usePlatform();
  const labelId = useId();
  const own = ownAddress(user);
  if (custodial || !own) return <Who>{user.email ?? t(`profileDrawer.method.${user.authMethod}`)}</Who>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(own.address);
      toast.show({ kind: 'success', message: t('profileDrawer.copied'), durationMs: 2000 });
    } catch {
      toast.show({ kind: 'error', message: t('profileDrawer.copyFailed') });
    }
  };
  return (
    <Who>
      <span className="label" id={labelId}>
        {t('profileDrawer.address')}
      </span>
      <span className="address">
        <output aria-labelledby={labelId} title={own.address}>
          {shortenAddress(own.address)}
        </output>
        <button type="button" onClick={() => void copy()}>
          {t('profileDrawer.copy')}
        </button>
      </span>
    </Who>
  );
}

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.fontSm};
  overflow-wrap: anywhere;
  .label { font-size: ${vars.size.fontXs}; }
  .address { display: flex; align-items: center; justify-content: space-between; gap: ${vars.size.space3}; }
  output { font-family: ${vars.font.mono}; color: ${vars.color.text}; }
  button { border: 0; background: transparent; color: ${vars.color.accent}; font: inherit; cursor: pointer; padding: 0; }
`;
