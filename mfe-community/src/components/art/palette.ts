// Colours for the area's SVG artwork, taken from the shared system's tokens (never new colours).
type Shade = '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950';

/** A CSS variable of the shared Chakra system, e.g. `tone('navy', '800')`. */
export function tone(palette: 'navy' | 'accent', shade: Shade): string {
  return `var(--chakra-colors-${palette}-${shade})`;
}

export const WHITE = 'var(--chakra-colors-white)';
