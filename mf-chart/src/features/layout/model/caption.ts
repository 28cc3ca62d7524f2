import { PRODUCT_NAME } from '@nova/shared-contracts';

export interface CaptionInput {
  /** The token's symbol, cleaned of bidi controls ('' before its info is loaded). */
  symbol: string;
  /** The interval the chart shows. */
  resolution: string;
  /** When the picture is taken (unix seconds). */
  seconds: number;
  /** The chart's zone (spec 3 §3 `timezone`): the caption's time is the time axis's. */
  timezone: string;
  locale: string;
}

/**
 * The caption under a chart picture (issue 36): symbol, interval, the time it was taken (date,
 * hours and minutes in the chart's zone, the zone named) and the brand, so a shared picture says
 * what it shows. An unknown locale falls back to English.
 */
export function screenshotCaption({ symbol, resolution, seconds, timezone, locale }: CaptionInput): string {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: timezone, timeZoneName: 'short' };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, options);
  } catch {
    format = new Intl.DateTimeFormat('en', options);
  }
  return [symbol, resolution, format.format(new Date(seconds * 1000)), PRODUCT_NAME].filter(Boolean).join(' · ');
}
