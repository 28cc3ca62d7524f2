import styled from '@emotion/styled';
import { vars } from '@nova/shared-ui';
import { PRODUCT_NAME } from '@nova/shared-contracts';
import { LocaleLink } from '../app/LocaleLink';

const TITLES: Record<string, string> = {
  campaigns: 'Campaigns',
  learn: 'Learn',
  'crypto-wiki': 'Crypto wiki',
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  activity: 'Activity',
  blog: 'Blog',
  api: 'Perpetuals API',
};

/**
 * Content paths (/campaigns, /learn, /crypto-wiki, /blog, /terms, /privacy, /activity, /perps/api) render without
 * the trading shell. Their content is not in the spec; this page is the frame it goes in.
 */
export function ContentPage({ path }: { path: string }) {
  const segment = path.split('/').filter(Boolean).find((s) => s in TITLES) ?? '';
  const title = TITLES[segment] ?? 'Content';
  return (
    <Frame>
      <header>
        <LocaleLink to="/markets">{PRODUCT_NAME}</LocaleLink>
      </header>
      <main>
        <h1>{title}</h1>
        <p>{path}</p>
      </main>
    </Frame>
  );
}

const Frame = styled.div`
  max-width: 880px;
  margin: 0 auto;
  padding: 16px;
  header a { color: ${vars.color.text}; font-weight: 700; font-size: ${vars.size.fontLg}; text-decoration: none; }
  h1 { font-size: 28px; }
  p { color: ${vars.color.textMuted}; }
`;
