import type { PaneHandle } from '../../pane';
import { screenshotCaption } from '../model/caption';
import { captionedShot } from './captionedShot';

export interface ScreenshotRequest {
  action: 'download' | 'copy';
  handle: PaneHandle;
  /** The interval the chart shows. */
  resolution: string;
  timezone: string;
  locale: string;
  /** The downloaded file's name. */
  fileName: string;
  /** Called once the picture is on the clipboard (the success toast). */
  onCopied(): void;
}

/**
 * Downloads the selected chart's picture or copies it to the clipboard (spec 3 §8), with the
 * caption band under it (symbol, interval, time in the chart's zone, brand). A lazy chunk: the
 * first render only asks for it when the Screenshot menu is used. A failed copy is logged only.
 */
export function saveScreenshot({ action, handle, resolution, timezone, locale, fileName, onCopied }: ScreenshotRequest): void {
  const caption = screenshotCaption({ symbol: handle.symbol(), resolution, seconds: Date.now() / 1000, timezone, locale });
  const canvas = captionedShot(handle.chart.takeScreenshot(), caption, window.devicePixelRatio || 1);
  if (action === 'download') {
    const link = document.createElement('a');
    link.download = fileName;
    link.href = canvas.toDataURL('image/png');
    link.click();
    return;
  }
  canvas.toBlob((blob) => {
    if (!blob || typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
      console.warn('[mf-chart] copying the chart image is not supported here');
      return;
    }
    navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]).then(onCopied, (error: unknown) => console.warn('[mf-chart] copying the chart image failed', error));
  }, 'image/png');
}
