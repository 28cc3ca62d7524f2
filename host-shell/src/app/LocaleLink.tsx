import { forwardRef } from 'react';
import type { ComponentProps } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { carryInvite } from '../routing/params';
import { withPrefix } from '../routing/paths';
import { useLocalePrefix } from './HostContext';

/** An in-app href with the locale prefix kept and the invite code carried. */
export function useInAppHref(to: string): string {
  const { prefix } = useLocalePrefix();
  const { search } = useLocation();
  return carryInvite(withPrefix(to, prefix), search);
}

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocaleLink({ to, ...rest }, ref) {
  return <Link ref={ref} to={useInAppHref(to)} {...rest} />;
});

type NavProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

export function LocaleNavLink({ to, ...rest }: NavProps) {
  return <NavLink to={useInAppHref(to)} {...rest} />;
}
