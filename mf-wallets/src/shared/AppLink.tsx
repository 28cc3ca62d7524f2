import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePlatform } from '@nova/shared-ui';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path (from `ROUTES`). */
  to: string;
}

/** A real link to an in-app page (locale prefix kept by `platform.href`), followed in-app by `platform.navigate` on a plain click. */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const platform = usePlatform();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    platform.navigate(to);
  };
  return <a {...rest} href={platform.href(to)} onClick={follow} />;
}
