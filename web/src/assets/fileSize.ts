/** Intl's byte units, smallest first (decimal: 1 kB = 1000 bytes, as Finder and most stores count). */
const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export type ByteUnit = (typeof units)[number];

/**
 * A size in the largest unit that keeps it at or above 1, for `Intl.NumberFormat` with
 * `style: 'unit'`: 1_530_000 → { value: 1.53, unit: 'megabyte' }.
 */
export function fileSizeParts(bytes: number): { value: number; unit: ByteUnit } {
  let value = Math.max(0, bytes);
  let index = 0;
  // Compare rounded to one decimal, as shown: 999 960 bytes is "1 MB", not "1,000 kB".
  while (Math.round(value * 10) / 10 >= 1000 && index < units.length - 1) {
    value /= 1000;
    index++;
  }
  return { value, unit: units[index] ?? 'byte' };
}

/** Number format options for `fileSizeParts(bytes).unit`: "0 byte", "12 kB", "1.5 MB". */
export function fileSizeFormat(unit: ByteUnit): {
  style: 'unit';
  unit: ByteUnit;
  unitDisplay: 'long' | 'short';
  maximumFractionDigits: number;
} {
  return { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 };
}

/** The size as text in `locale`, e.g. "1.5 MB", "1,5 MB", "12 bytes". */
export function formatFileSize(bytes: number, locale: string): string {
  const { value, unit } = fileSizeParts(bytes);
  return new Intl.NumberFormat(locale, fileSizeFormat(unit)).format(value);
}
