// The public door of @nova/market-sim (msw handlers are at "@nova/market-sim/msw").
export { Engine, createEngine } from './engine/engine';
export type { EngineOptions } from './engine/engine';
export type { SimRequest, SimResponse } from './engine/http';
export { ManualClock, systemClock } from './engine/clock';
export type { Clock } from './engine/clock';
export type { Persistence, RecordChange } from './engine/store';
export { startServer } from './server/server';
export type { RunningServer, ServerOptions } from './server/server';
