import type { Rng } from '../rng';

/**
 * Meme-market behaviour of one token, React- and Decimal-free. A token has a fate drawn once
 * (how its life goes) and a mood that changes every few minutes (what the order flow does now).
 * Background trades read the mood: how often they come, how likely a trade buys, how big it is.
 *
 * - fade: most launches. Early pumps and dumps, then a slow bleed, then (almost) no one trades.
 * - rug: the dev (or a honeypot's owner) dumps the bag at `rugAt`; afterwards the token is dead.
 * - runner: a few tokens keep finding buyers for hours, with dumps on the way.
 * - steady: older pool tokens that chop around their price, mean-reverting.
 */
export type Fate = 'fade' | 'rug' | 'runner' | 'steady';
export type MoodKind = 'pump' | 'dump' | 'chop' | 'bleed' | 'dead';

export interface Mood {
  kind: MoodKind;
  /** ms; a new mood is drawn from then on. */
  until: number;
  /** Probability that a background trade buys. */
  buyProb: number;
  /** Multiplier of the token's base trade rate. */
  rate: number;
  /** Median trade size in USD. */
  sizeUsd: number;
}

export interface FatePlan {
  fate: Fate;
  /** ms; when a rug happens (rug fate only). */
  rugAt: number;
  /** ms of active life before the token bleeds out (fade and runner). */
  lifeMs: number;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Draw a token's fate. Honeypots always end in a rug (the owner pulls the pool). */
export function drawFate(rng: Rng, kind: { isLaunch: boolean; honeypot: boolean; createdAt: number; now: number }): FatePlan {
  const roll = rng.next();
  const from = Math.max(kind.createdAt, kind.now);
  if (kind.honeypot) return { fate: 'rug', rugAt: from + rng.logNormal(3 * HOUR, 0.8), lifeMs: 0 };
  if (kind.isLaunch) {
    if (roll < 0.05) return { fate: 'runner', rugAt: 0, lifeMs: rng.logNormal(10 * HOUR, 0.5) };
    if (roll < 0.3) return { fate: 'rug', rugAt: from + rng.logNormal(25 * MINUTE, 0.9), lifeMs: 0 };
    return { fate: 'fade', rugAt: 0, lifeMs: rng.logNormal(35 * MINUTE, 0.9) };
  }
  if (roll < 0.04) return { fate: 'runner', rugAt: 0, lifeMs: rng.logNormal(8 * HOUR, 0.5) };
  if (roll < 0.1) return { fate: 'rug', rugAt: from + rng.range(1 * HOUR, 30 * HOUR), lifeMs: 0 };
  return { fate: 'steady', rugAt: 0, lifeMs: Infinity };
}

export interface MoodContext {
  plan: FatePlan;
  isLaunch: boolean;
  /** ms since creation. */
  ageMs: number;
  /** ln(price / anchor price): how far the token is above where it started. */
  heat: number;
  rugged: boolean;
  time: number;
}

type Weights = Record<Exclude<MoodKind, 'dead'>, number>;

function weightsFor(ctx: MoodContext): Weights | 'dead' | 'bleed' {
  const { plan, heat } = ctx;
  if (ctx.rugged) return 'dead';
  const hot = Math.max(0, heat);
  switch (plan.fate) {
    case 'steady':
      return { pump: Math.exp(-2 * heat), dump: Math.exp(2 * heat), chop: 3, bleed: 1.5 };
    case 'runner':
      if (ctx.ageMs > plan.lifeMs) return ctx.ageMs > plan.lifeMs * 2 ? 'dead' : 'bleed';
      return { pump: 3.5, dump: 1.2 + hot / 4, chop: 2, bleed: 0.5 };
    case 'rug':
    case 'fade':
      if (!ctx.isLaunch && plan.fate === 'rug') return { pump: Math.exp(-2 * heat), dump: Math.exp(2 * heat), chop: 3, bleed: 1.5 };
      if (plan.fate === 'fade' && ctx.ageMs > plan.lifeMs) return ctx.ageMs > plan.lifeMs * 3 ? 'dead' : 'bleed';
      return { pump: 2 * Math.exp(-hot / 1.5), dump: 1.5 + hot / 1.5, chop: 2, bleed: 1.5 };
  }
}

/** Length, buy probability, rate and size of each mood (steady tokens move more calmly). */
function shape(kind: MoodKind, calm: boolean, rng: Rng): Omit<Mood, 'until' | 'kind'> & { lengthMs: number } {
  switch (kind) {
    case 'pump':
      return calm
        ? { lengthMs: rng.range(10, 60) * MINUTE, buyProb: rng.range(0.54, 0.58), rate: 1.8, sizeUsd: 90 }
        : { lengthMs: rng.range(2, 15) * MINUTE, buyProb: rng.range(0.57, 0.63), rate: 3, sizeUsd: 50 };
    case 'dump':
      return calm
        ? { lengthMs: rng.range(10, 45) * MINUTE, buyProb: rng.range(0.42, 0.46), rate: 1.6, sizeUsd: 90 }
        : { lengthMs: rng.range(2, 12) * MINUTE, buyProb: rng.range(0.36, 0.42), rate: 2.2, sizeUsd: 60 };
    case 'chop':
      return { lengthMs: rng.range(10, 60) * MINUTE, buyProb: rng.range(0.48, 0.52), rate: 1, sizeUsd: 45 };
    case 'bleed':
      return { lengthMs: rng.range(30, 180) * MINUTE, buyProb: rng.range(0.42, 0.47), rate: 0.5, sizeUsd: 35 };
    case 'dead':
      return { lengthMs: 24 * HOUR, buyProb: 0.45, rate: 0.03, sizeUsd: 20 };
  }
}

/** The next mood of a token, drawn from its fate, age and heat. */
export function nextMood(ctx: MoodContext, rng: Rng): Mood {
  const weights = weightsFor(ctx);
  let kind: MoodKind;
  if (typeof weights === 'string') {
    kind = weights;
  } else {
    const entries = Object.entries(weights) as Array<[MoodKind, number]>;
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = rng.next() * total;
    kind = 'chop';
    for (const [name, weight] of entries) {
      roll -= weight;
      if (roll <= 0) {
        kind = name;
        break;
      }
    }
  }
  const { lengthMs, ...rest } = shape(kind, ctx.plan.fate === 'steady' || (!ctx.isLaunch && ctx.plan.fate === 'rug'), rng);
  return { kind, until: ctx.time + lengthMs, ...rest };
}

/**
 * Tokens to sell in a rug so the price falls by `drop` (0..1) on a constant-product pool with
 * `base` tokens in it: the price goes as 1 / base², so base must grow by 1 / sqrt(1 - drop).
 */
export function rugSellAmount(base: number, drop: number): number {
  return base * (1 / Math.sqrt(1 - drop) - 1);
}

/** Exponential waiting time (ms) to the next trade at `perSecond` trades a second. */
export function nextGapMs(rng: Rng, perSecond: number): number {
  if (perSecond <= 0) return Infinity;
  return (-Math.log(Math.max(rng.next(), 1e-9)) / perSecond) * 1000;
}
