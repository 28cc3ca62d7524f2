/**
 * Drawings (spec 3 §3 "drawing", §5): the drawing rail with its flyouts (favourites, style and
 * templates, the list of drawings), the favourites bar, the selected drawing's toolbar, the
 * controller a pane draws and edits them with, the saved drawings with their undo history, and
 * the drawing settings.
 */
import { lazy } from 'react';

/**
 * The rail, the favourites bar, the keys, the selected drawing's toolbar and the dialogs are their
 * own chunks, loaded as the chart area starts (or when first shown): the chart's first render
 * does not wait for them.
 */
export const DrawingRail = lazy(() => import('./components/DrawingRail'));
export const FavouritesBar = lazy(() => import('./components/FavouritesBar'));
export const DrawingKeys = lazy(() => import('./components/DrawingKeys'));
export const DrawingToolbar = lazy(() => import('./components/DrawingToolbar'));
export const DrawingDialogs = lazy(() => import('./components/DrawingDialogs'));
export { drawingNames } from './model/names';
export { useDrawings } from './components/useDrawings';
export type { DrawingsState } from './components/useDrawings';
export type { DrawingText } from './components/drawingLabels';
export { DrawingsHandle } from './controller/drawingsHandle';
export type { DrawingsOptions } from './controller/drawingsController';
export { drawingsFor } from './model/drawings';
export type { Drawing, DrawingPoint, DrawingTool } from './model/drawings';
export { DEFAULT_DRAWING_SETTINGS, drawingSettingsReducer, parseDrawingSettings } from './model/drawingSettings';
export type { DrawingSettings, DrawingSettingsAction, DrawingStyle } from './model/drawingSettings';
