import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import { vars } from '@nova/shared-ui';
import { LocaleLink } from '../app/LocaleLink';
import { useT } from '../app/HostContext';
import { notFoundEn } from '../services/i18n/parts/notFound';

export function NotFoundPage() {
  const t = useT(notFoundEn);
  const { pathname } = useLocation();
  return (
    <Page>
      <h1>{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.body', { path: pathname })}</p>
      <LocaleLink to="/markets">{t('shell.notFound.back')}</LocaleLink>
    </Page>
  );
}

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 64px 16px;
  text-align: center;
  h1 { margin: 0; font-size: ${vars.size.fontXl}; }
  p { margin: 0; color: ${vars.color.textMuted}; word-break: break-word; }
  a { color: ${vars.color.accent}; }
`;
