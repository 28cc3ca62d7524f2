import styled from '@emotion/styled';
import { useLayoutEffect, useRef, useState } from 'react';
import { stripBidiControls, ThirdPartyText, vars } from '@nova/shared-ui';
import { useProfileMessages } from '../i18n/messages';
import { knownTag, visibleTagCount } from '../model/tags';

/** The wallet's tags in at most 476 px; the rest as "+N" (its title lists them). Widths are measured after render. */
export function WalletTags({ tags }: { tags: readonly string[] }) {
  const { t } = useProfileMessages();
  const measure = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(tags.length);
  useLayoutEffect(() => {
    const widths = [...(measure.current?.children ?? [])].map((el) => (el as HTMLElement).offsetWidth);
    setShown(widths.every((w) => w === 0) ? tags.length : visibleTagCount(widths));
  }, [tags]);
  if (tags.length === 0) return null;
  const labels = tags.map((tag) => {
    const known = knownTag(tag);
    return known ? t(`walletProfile.tag.${known}`) : stripBidiControls(tag);
  });
  const hidden = labels.slice(shown);
  return (
    <TagRow>
      <span className="measure" ref={measure} aria-hidden="true">
        {labels.map((label, i) => (
          <span key={i} className="tag">
            {label}
          </span>
        ))}
      </span>
      <ul aria-label={t('walletProfile.tags')}>
        {labels.slice(0, shown).map((label, i) => (
          <li key={i} className="tag" data-tag={tags[i]}>
            <ThirdPartyText text={label} />
          </li>
        ))}
        {hidden.length > 0 && (
          <li className="tag more" title={hidden.join(', ')} aria-label={t('walletProfile.tags.moreLabel', { count: hidden.length, names: hidden.join(', ') })}>
            {t('walletProfile.tags.more', { count: hidden.length })}
          </li>
        )}
      </ul>
    </TagRow>
  );
}

const TagRow = styled.div`
  position: relative;
  max-width: 476px;
  .measure { position: absolute; visibility: hidden; display: flex; gap: 6px; white-space: nowrap; pointer-events: none; }
  ul { display: flex; gap: 6px; margin: 0; padding: 0; list-style: none; overflow: hidden; }
  .tag {
    flex: none;
    padding: 1px 8px;
    border-radius: 10px;
    font-size: ${vars.size.fontXs};
    line-height: 18px;
    white-space: nowrap;
    color: ${vars.color.warn};
    background: ${vars.color.warnSoft};
  }
  .tag[data-tag='smart_money'], .tag[data-tag='kol'] { color: ${vars.color.up}; background: ${vars.color.upSoft}; }
  .tag[data-tag='sniper'], .tag[data-tag='insider'], .tag[data-tag='dev'] { color: ${vars.color.down}; background: ${vars.color.downSoft}; }
  .more { color: ${vars.color.textMuted}; background: ${vars.color.surfaceHover}; }
`;
