import { useLocation, useNavigate } from 'react-router-dom';
import { LOCALES } from '@nova/shared-contracts';
import type { Locale } from '@nova/shared-contracts';
import { useLocalePrefix } from '../app/HostContext';
import { prefixFor, splitLocale } from '../routing/paths';
import { LOCALE_NAMES } from '../services/i18n/messages';

/** Switches the language: moves to the same page under the chosen locale's prefix. */
export function useSwitchLocale(): (next: Locale) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (next) => {
    const { path } = splitLocale(pathname);
    const prefix = prefixFor(next);
    navigate(`${prefix}${path === '/' && prefix ? '' : path}${search}`);
  };
}

/** The language switcher (header, mobile menu; the profile drawer has its own, calling `useSwitchLocale`). */
export function LanguageMenu({ label, className }: { label: string; className?: string }) {
  const { locale } = useLocalePrefix();
  const switchLocale = useSwitchLocale();
  return (
    <select
      className={className}
      aria-label={label}
      value={locale}
      onChange={(e) => switchLocale(e.target.value as Locale)}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l}>
          {LOCALE_NAMES[l]}
        </option>
      ))}
    </select>
  );
}
