/**
 * The tone of a PnL figure: green above zero, red below, neutral at zero or for what is not a
 * number. A sign test, not arithmetic: Number() keeps the sign of every decimal an amount can be
 * (it rounds magnitudes only, and none turns to zero above 1e-323), so the profile's rows and
 * summary need no decimal library to colour their figures.
 */
export function tone(value: string | number): 'up' | 'down' | undefined {
  const amount = Number(value);
  return amount > 0 ? 'up' : amount < 0 ? 'down' : undefined;
}
