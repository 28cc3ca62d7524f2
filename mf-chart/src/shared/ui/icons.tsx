import type { ReactNode } from 'react';

/** 16 px stroke icons of the chart toolbars (decorative: each button carries its accessible name). */
export const Icon = ({ children }: { children: ReactNode }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const ICONS = {
  ownTrades: (
    <Icon>
      <path d="M4 13V6M2 8l2-2.5L6 8" />
      <path d="M12 3v7M10 8l2 2.5L14 8" />
    </Icon>
  ),
  followedTrades: (
    <Icon>
      <circle cx="8" cy="5.5" r="2.5" />
      <path d="M3 14c.6-2.8 2.6-4.3 5-4.3s4.4 1.5 5 4.3" />
    </Icon>
  ),
  orderLines: (
    <Icon>
      <path d="M1.5 5h2M5.5 5h2M9.5 5h2M13.5 5h1" />
      <path d="M1.5 11h13" />
    </Icon>
  ),
  screenshot: (
    <Icon>
      <path d="M2 5.5h2.5L6 3.5h4l1.5 2H14v7.5H2z" />
      <circle cx="8" cy="9" r="2.3" />
    </Icon>
  ),
  settings: (
    <Icon>
      <path d="M2 4h7M12 4h2M2 8h2M7 8h7M2 12h8M13 12h1" />
      <circle cx="10.5" cy="4" r="1.5" />
      <circle cx="5.5" cy="8" r="1.5" />
      <circle cx="11.5" cy="12" r="1.5" />
    </Icon>
  ),
  fullscreen: (
    <Icon>
      <path d="M2.5 6V2.5H6M10 2.5h3.5V6M13.5 10v3.5H10M6 13.5H2.5V10" />
    </Icon>
  ),
  drawingToolbar: (
    <Icon>
      <path d="M10.5 2.5 13.5 5.5 6 13H3v-3z" />
      <path d="M9 4l3 3" />
    </Icon>
  ),
};
