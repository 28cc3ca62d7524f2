/**
 * Drawings (spec 3 §3 "drawing", §5): the drawing rail with its flyouts (favourites, style and
 * templates), the favourites bar, the drawings primitive a pane draws them with, and the saved
 * drawings and drawing settings.
 */
export { DrawingRail } from './components/DrawingRail';
export { FavouritesBar } from './components/FavouritesBar';
export { DrawingsPrimitive } from './components/drawingsPrimitive';
export { DRAWINGS_KEY, drawingsFor, loadDrawings, pointsNeeded, saveDrawing, snapToBar } from './model/drawings';
export type { Drawing, DrawingPoint, DrawingTool } from './model/drawings';
export { DEFAULT_DRAWING_SETTINGS, drawingSettingsReducer, parseDrawingSettings } from './model/drawingSettings';
export type { DrawingSettings, DrawingSettingsAction, DrawingStyle } from './model/drawingSettings';
