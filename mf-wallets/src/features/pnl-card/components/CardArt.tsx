import { useId } from 'react';
import type { ReactElement } from 'react';
import type { BackgroundArt } from '../model/card';

/**
 * The card backgrounds, drawn here as SVG (no image is fetched: the art ships in the remote and
 * exports with the card). 696 x 423, the card's size; the figures sit on the left, so each art
 * keeps its motif to the right and darkens the left.
 */
export const CARD_WIDTH = 696;
export const CARD_HEIGHT = 423;

/** A small deterministic generator, so the stars and candles are the same on every render. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function stars(seed: number, count: number, color: string): ReactElement[] {
  const next = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const r = next() * 1.2 + 0.3;
    return <circle key={i} cx={(next() * CARD_WIDTH).toFixed(1)} cy={(next() * CARD_HEIGHT).toFixed(1)} r={r.toFixed(2)} fill={color} opacity={(next() * 0.6 + 0.2).toFixed(2)} />;
  });
}

/** Candles walking from (x0, y0) to (x1, y1) with noise: the market the card brags (or weeps) about. */
function candles(seed: number, from: [number, number], to: [number, number], count: number, up: string, down: string): { bars: ReactElement[]; closes: Array<[number, number]> } {
  const next = seeded(seed);
  const bars: ReactElement[] = [];
  const closes: Array<[number, number]> = [];
  const step = (to[0] - from[0]) / count;
  let previous = from[1];
  for (let i = 0; i < count; i++) {
    const trend = from[1] + ((to[1] - from[1]) * (i + 1)) / count;
    const close = trend + (next() - 0.5) * 34;
    const open = previous;
    const high = Math.min(open, close) - next() * 16 - 2;
    const low = Math.max(open, close) + next() * 16 + 2;
    const x = from[0] + i * step;
    const rising = close < open;
    const color = rising ? up : down;
    bars.push(
      <g key={i} opacity={(0.35 + (0.65 * i) / count).toFixed(2)}>
        <line x1={x + step * 0.35} x2={x + step * 0.35} y1={high.toFixed(1)} y2={low.toFixed(1)} stroke={color} strokeWidth="1.4" />
        <rect x={x + step * 0.1} y={Math.min(open, close).toFixed(1)} width={step * 0.5} height={Math.max(2, Math.abs(close - open)).toFixed(1)} rx="1.5" fill={color} />
      </g>,
    );
    closes.push([x + step * 0.35, close]);
    previous = close;
  }
  return { bars, closes };
}

const path = (points: Array<[number, number]>) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');

function Market({ art, p }: { art: 'profit' | 'loss'; p: string }) {
  const profit = art === 'profit';
  const accent = profit ? '#26f0a0' : '#ff4d6d';
  const { bars, closes } = profit ? candles(7, [330, 330], [680, 90], 22, '#26f0a0', '#1b8f63') : candles(11, [330, 95], [680, 335], 22, '#ff8fa3', '#ff3358');
  const line = path(closes);
  const area = `${line} L${closes[closes.length - 1]![0].toFixed(1)} ${CARD_HEIGHT} L${closes[0]![0].toFixed(1)} ${CARD_HEIGHT} Z`;
  const id = `${p}-${art}`;
  return (
    <>
      <defs>
        <linearGradient id={`${id}-base`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={profit ? '#010d08' : '#0f0205'} />
          <stop offset="0.55" stopColor={profit ? '#03241a' : '#2a0710'} />
          <stop offset="1" stopColor={profit ? '#064d33' : '#52101f'} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.78" cy={profit ? '0.25' : '0.7'} r="0.55">
          <stop offset="0" stopColor={accent} stopOpacity="0.42" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-area`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={accent} stopOpacity="0.35" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </linearGradient>
        <linearGradient id={`${id}-shade`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity="0.55" />
          <stop offset="0.55" stopColor="#000" stopOpacity="0" />
        </linearGradient>
        <filter id={`${id}-blur`} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="6" />
        </filter>
      </defs>
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${id}-base)`} />
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${id}-glow)`} />
      <g stroke={accent} strokeOpacity="0.07">
        {Array.from({ length: 12 }, (_, i) => (
          <line key={`v${i}`} x1={i * 60} x2={i * 60} y1="0" y2={CARD_HEIGHT} />
        ))}
        {Array.from({ length: 8 }, (_, i) => (
          <line key={`h${i}`} x1="0" x2={CARD_WIDTH} y1={i * 60} y2={i * 60} />
        ))}
      </g>
      {stars(profit ? 3 : 5, 40, accent)}
      <path d={area} fill={`url(#${id}-area)`} />
      {bars}
      <path d={line} fill="none" stroke={accent} strokeWidth="6" strokeOpacity="0.5" filter={`url(#${id}-blur)`} />
      <path d={line} fill="none" stroke={accent} strokeWidth="2.2" strokeLinejoin="round" />
      {profit ? (
        <g transform="translate(600 70) rotate(-35)" opacity="0.9">
          <path d="M0 -34 C14 -20 16 2 10 18 L-10 18 C-16 2 -14 -20 0 -34 Z" fill="#e8fff5" />
          <circle cx="0" cy="-8" r="5.5" fill="#0a3d2a" stroke={accent} strokeWidth="2" />
          <path d="M-10 8 L-20 22 L-9 18 Z M10 8 L20 22 L9 18 Z" fill={accent} />
          <path d="M-6 20 Q0 44 6 20 Z" fill="#ffd166" filter={`url(#${id}-blur)`} />
          <path d="M-4 20 Q0 36 4 20 Z" fill="#fff3c4" />
        </g>
      ) : (
        <g stroke="#ff8fa3" strokeOpacity="0.18" strokeWidth="1.2">
          {Array.from({ length: 26 }, (_, i) => {
            const next = seeded(100 + i);
            const x = 300 + next() * 400;
            const y = next() * 380;
            return <line key={i} x1={x} y1={y} x2={x - 8} y2={y + 26} />;
          })}
        </g>
      )}
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${id}-shade)`} />
    </>
  );
}

function Neon({ p }: { p: string }) {
  const horizon = 268;
  return (
    <>
      <defs>
        <linearGradient id={`${p}-neon-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#07021a" />
          <stop offset="0.62" stopColor="#2b0a4f" />
          <stop offset="1" stopColor="#12031f" />
        </linearGradient>
        <linearGradient id={`${p}-neon-sun`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe066" />
          <stop offset="0.5" stopColor="#ff7a59" />
          <stop offset="1" stopColor="#ff2e93" />
        </linearGradient>
        <mask id={`${p}-neon-bands`}>
          <rect x="380" y="40" width="320" height="240" fill="#fff" />
          {[170, 190, 208, 224, 238, 250, 260].map((y, i) => (
            <rect key={y} x="380" y={y} width="320" height={2 + i * 1.2} fill="#000" />
          ))}
        </mask>
        <filter id={`${p}-neon-glow`} x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation="14" />
        </filter>
        <linearGradient id={`${p}-neon-shade`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#05010f" stopOpacity="0.7" />
          <stop offset="0.6" stopColor="#05010f" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${p}-neon-sky)`} />
      {stars(21, 60, '#c9b6ff')}
      <circle cx="540" cy="170" r="110" fill="#ff2e93" opacity="0.45" filter={`url(#${p}-neon-glow)`} />
      <circle cx="540" cy="170" r="100" fill={`url(#${p}-neon-sun)`} mask={`url(#${p}-neon-bands)`} />
      <path d={`M300 ${horizon} L360 214 L410 240 L470 190 L530 236 L590 200 L650 232 L696 206 L696 ${horizon} Z`} fill="#14042a" stroke="#7b2cff" strokeOpacity="0.6" />
      <rect x="0" y={horizon} width={CARD_WIDTH} height={CARD_HEIGHT - horizon} fill="#0b0218" />
      <g stroke="#ff2e93" strokeOpacity="0.75" strokeWidth="1.2">
        {Array.from({ length: 9 }, (_, i) => {
          const t = (i + 1) / 9;
          return <line key={`h${i}`} x1="0" x2={CARD_WIDTH} y1={(horizon + (CARD_HEIGHT - horizon) * t * t).toFixed(1)} y2={(horizon + (CARD_HEIGHT - horizon) * t * t).toFixed(1)} />;
        })}
      </g>
      <g stroke="#22d3ee" strokeOpacity="0.55" strokeWidth="1">
        {Array.from({ length: 25 }, (_, i) => {
          const x = -600 + i * 80;
          return <line key={`v${i}`} x1={540} y1={horizon} x2={x + 200} y2={CARD_HEIGHT} />;
        })}
      </g>
      <line x1="0" x2={CARD_WIDTH} y1={horizon} y2={horizon} stroke="#ff7ad9" strokeWidth="2" />
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${p}-neon-shade)`} />
    </>
  );
}

function Aurora({ p }: { p: string }) {
  const ribbons = [
    { d: 'M180 40 C300 120 360 20 470 110 S640 60 720 150 L720 260 C620 180 520 260 420 200 S260 180 180 120 Z', from: '#22d3ee', to: '#34d399', opacity: 0.55 },
    { d: 'M240 0 C360 80 440 -10 560 70 S700 30 740 90 L740 170 C640 120 560 170 460 120 S320 90 240 70 Z', from: '#a78bfa', to: '#22d3ee', opacity: 0.45 },
    { d: 'M300 150 C420 210 500 140 600 210 S700 190 740 230 L740 300 C660 260 580 300 480 260 S360 230 300 210 Z', from: '#34d399', to: '#60a5fa', opacity: 0.35 },
  ];
  return (
    <>
      <defs>
        <linearGradient id={`${p}-aurora-sky`} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor="#010814" />
          <stop offset="0.6" stopColor="#03172b" />
          <stop offset="1" stopColor="#062b3d" />
        </linearGradient>
        {ribbons.map((ribbon, i) => (
          <linearGradient key={i} id={`${p}-aurora-r${i}`} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor={ribbon.from} stopOpacity="0" />
            <stop offset="0.45" stopColor={ribbon.from} />
            <stop offset="1" stopColor={ribbon.to} />
          </linearGradient>
        ))}
        <filter id={`${p}-aurora-blur`} x="-20%" y="-40%" width="140%" height="180%">
          <feGaussianBlur stdDeviation="16" />
        </filter>
        <linearGradient id={`${p}-aurora-shade`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#010814" stopOpacity="0.65" />
          <stop offset="0.55" stopColor="#010814" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${p}-aurora-sky)`} />
      {stars(33, 90, '#e0f2fe')}
      {ribbons.map((ribbon, i) => (
        <path key={i} d={ribbon.d} fill={`url(#${p}-aurora-r${i})`} opacity={ribbon.opacity} filter={`url(#${p}-aurora-blur)`} />
      ))}
      <path d="M0 423 L0 360 L90 330 L170 352 L260 300 L330 338 L420 290 L500 326 L590 280 L696 318 L696 423 Z" fill="#020d18" />
      <path d="M0 423 L0 392 L120 372 L230 390 L360 360 L470 384 L600 356 L696 374 L696 423 Z" fill="#01070f" />
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${p}-aurora-shade)`} />
    </>
  );
}

function Gold({ p }: { p: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${p}-gold-base`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b0906" />
          <stop offset="0.6" stopColor="#1a140a" />
          <stop offset="1" stopColor="#2c2110" />
        </linearGradient>
        <linearGradient id={`${p}-gold-metal`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff2b8" />
          <stop offset="0.35" stopColor="#f5c542" />
          <stop offset="0.7" stopColor="#b8860b" />
          <stop offset="1" stopColor="#ffe08a" />
        </linearGradient>
        <radialGradient id={`${p}-gold-glow`} cx="0.75" cy="0.45" r="0.5">
          <stop offset="0" stopColor="#f5c542" stopOpacity="0.35" />
          <stop offset="1" stopColor="#f5c542" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${p}-gold-shade`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity="0.55" />
          <stop offset="0.55" stopColor="#000" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${p}-gold-base)`} />
      <g stroke="#f5c542" strokeOpacity="0.06" strokeWidth="1">
        {Array.from({ length: 40 }, (_, i) => (
          <line key={i} x1={i * 26 - 200} y1="0" x2={i * 26 + 223} y2={CARD_HEIGHT} />
        ))}
      </g>
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${p}-gold-glow)`} />
      {[
        { x: 560, y: 190, r: 92 },
        { x: 450, y: 300, r: 54 },
        { x: 640, y: 330, r: 44 },
      ].map((coin, i) => (
        <g key={i} transform={`translate(${coin.x} ${coin.y}) rotate(${-18 + i * 14})`}>
          <ellipse rx={coin.r} ry={coin.r * 0.96} fill="#6b4e0f" transform="translate(4 6)" opacity="0.7" />
          <circle r={coin.r} fill={`url(#${p}-gold-metal)`} />
          <circle r={coin.r * 0.82} fill="none" stroke="#8a6410" strokeWidth={coin.r * 0.05} opacity="0.8" />
          <path d={`M${-coin.r * 0.28} ${-coin.r * 0.42} L${coin.r * 0.08} ${-coin.r * 0.42} C${coin.r * 0.42} ${-coin.r * 0.42} ${coin.r * 0.42} 0 ${coin.r * 0.08} 0 L${-coin.r * 0.28} 0 M${-coin.r * 0.28} 0 L${coin.r * 0.12} 0 C${coin.r * 0.48} 0 ${coin.r * 0.48} ${coin.r * 0.44} ${coin.r * 0.12} ${coin.r * 0.44} L${-coin.r * 0.28} ${coin.r * 0.44} Z M${-coin.r * 0.28} ${-coin.r * 0.42} L${-coin.r * 0.28} ${coin.r * 0.44}`} fill="none" stroke="#7a5a0e" strokeWidth={coin.r * 0.09} strokeLinejoin="round" opacity="0.85" />
        </g>
      ))}
      {stars(45, 30, '#ffe08a')}
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill={`url(#${p}-gold-shade)`} />
    </>
  );
}

/** One art's drawing; its gradient and filter ids are unique to this instance (a swatch and the card may show the same art). */
function Art({ art }: { art: BackgroundArt }) {
  const p = `pnl${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return art === 'profit' || art === 'loss' ? <Market art={art} p={p} /> : art === 'neon' ? <Neon p={p} /> : art === 'aurora' ? <Aurora p={p} /> : <Gold p={p} />;
}

/** The background of one art, filling the card. */
export function CardArt({ art }: { art: BackgroundArt }) {
  return (
    <svg width={CARD_WIDTH} height={CARD_HEIGHT} viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`} aria-hidden="true" focusable="false" style={{ position: 'absolute', inset: 0, display: 'block' }}>
      <Art art={art} />
    </svg>
  );
}

/** A small preview of an art (the background picker's swatch). */
export function ArtSwatch({ art }: { art: BackgroundArt }) {
  return (
    <svg width="100%" height="100%" viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <Art art={art} />
    </svg>
  );
}
