/** Checks of values read back from saved settings (prefs): each field is checked on reading. */

/** A plain object (not null, not an array). */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A boolean, else the fallback. */
export const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
/** One of the listed values, else the fallback. */
export const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** A `#rrggbb` colour (the colour editors' and the saved settings' only form). */
export const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

/** Unix seconds the chart can hold: a whole positive number up to the year 9999. */
export const isUnixSeconds = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 253_402_300_800;
