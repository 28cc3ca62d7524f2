import { Global, css } from '@emotion/react';
import { themeCssVariables, vars } from './tokens';

const globalStyles = css`
  :root {
    ${themeCssVariables()}
    color-scheme: dark;
  }
  body {
    background: ${vars.color.bg};
    color: ${vars.color.text};
    font-family: ${vars.font.sans};
    font-size: ${vars.size.fontMd};
  }
  :focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  @keyframes nova-shimmer {
    from { transform: translateX(-100%); }
    to { transform: translateX(100%); }
  }
  @keyframes nova-spin {
    to { transform: rotate(360deg); }
  }
`;

/** Injects the dark theme's CSS variables and base styles once; render it at the root of a page. */
export function ThemeStyles() {
  return <Global styles={globalStyles} />;
}
