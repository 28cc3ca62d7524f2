import { darkPalette, themeFonts } from '@nova/shared-ui';

/** The caption band's height and text size, in CSS pixels (scaled to the picture's device pixels). */
const BAND_PX = 28;
const FONT_PX = 12;
const INSET_PX = 10;

/**
 * The chart picture (lightweight-charts' `takeScreenshot`, in device pixels) with a caption band
 * under it, drawn on a new canvas. Without a 2D context (never in a browser) the picture is
 * returned as it is.
 */
export function captionedShot(shot: HTMLCanvasElement, caption: string, ratio: number): HTMLCanvasElement {
  const band = Math.round(BAND_PX * ratio);
  const out = document.createElement('canvas');
  out.width = shot.width;
  out.height = shot.height + band;
  const context = out.getContext('2d');
  if (!context) return shot;
  context.fillStyle = darkPalette.surface;
  context.fillRect(0, 0, out.width, out.height);
  context.drawImage(shot, 0, 0);
  context.fillStyle = darkPalette.text;
  context.font = `${FONT_PX * ratio}px ${themeFonts.sans}`;
  context.textBaseline = 'middle';
  context.fillText(caption, INSET_PX * ratio, shot.height + band / 2, out.width - 2 * INSET_PX * ratio);
  return out;
}
