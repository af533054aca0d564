// Drawn portraits of the team in the product's navy and accent tones (no photographs).
import { useId, type ReactNode } from 'react';
import { tone } from '../../components/art/palette';

export type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'buzz' | 'sidepart';

export interface PortraitLook {
  hair: HairStyle;
  shirt: 'navy' | 'accent';
  backdrop: 'navy' | 'accent';
  glasses?: boolean;
}

const HAIR_COLOUR = tone('navy', '900');
const FACE = tone('navy', '50');

/** Hair drawn behind the head (long hair falls past the face). */
const HAIR_BEHIND: Partial<Record<HairStyle, ReactNode>> = {
  long: <path d="M37 52C35 28 49 21 60 21s25 7 23 31l4 38c-9 5-45 5-54 0Z" />,
  bun: <circle cx="60" cy="21" r="9" />,
};

const HAIR_FRONT: Record<HairStyle, ReactNode> = {
  short: <path d="M40 50c-2-20 10-26 20-26 12 0 24 6 20 26-2-10-10-14-20-14s-18 4-20 14Z" />,
  long: <path d="M40 49c2-16 12-21 22-21 12 0 18 8 18 20-8-8-22-10-40 1Z" />,
  bun: <path d="M40 50c-1-18 10-24 20-24s21 6 20 24c-3-9-11-13-20-13s-17 4-20 13Z" />,
  curly: (
    <g>
      {[
        [44, 40, 9],
        [52, 31, 9],
        [62, 28, 9],
        [72, 32, 9],
        [78, 42, 8],
        [41, 50, 6],
        [80, 51, 6],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
  ),
  buzz: <path d="M41 46c1-14 11-19 19-19 10 0 19 5 19 19-7-6-31-6-38 0Z" />,
  sidepart: <path d="M39 52c-3-22 13-30 25-28 14 2 20 12 17 28-3-10-9-16-19-16-6 6-16 8-23 16Z" />,
};

export function Portrait({ look, size = 112 }: { look: PortraitLook; size?: number }) {
  const shirt = look.shirt === 'accent' ? tone('accent', '600') : tone('navy', '700');
  const backdrop = look.backdrop === 'accent' ? tone('accent', '100') : tone('navy', '100');
  const clip = `portrait${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="16 12 88 88" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clip}>
          <circle cx="60" cy="60" r="60" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width="120" height="120" fill={backdrop} />
        <g fill={HAIR_COLOUR}>{HAIR_BEHIND[look.hair]}</g>
        <path d="M18 124c2-28 20-38 42-38s40 10 42 38Z" fill={shirt} />
        <path d="M52 70h16v16l-8 6-8-6Z" fill={FACE} />
        <path d="M50 86l10 10 10-10" fill="none" stroke={tone('navy', '50')} strokeWidth="3" />
        <ellipse cx="60" cy="52" rx="20" ry="24" fill={FACE} />
        <g fill={HAIR_COLOUR}>{HAIR_FRONT[look.hair]}</g>
        <g fill={tone('navy', '900')}>
          <circle cx="52" cy="55" r="2.2" />
          <circle cx="68" cy="55" r="2.2" />
        </g>
        <path d="M53 64q7 5 14 0" fill="none" stroke={tone('navy', '700')} strokeWidth="2.2" strokeLinecap="round" />
        {look.glasses && (
          <g fill="none" stroke={tone('navy', '900')} strokeWidth="2">
            <circle cx="52" cy="55" r="6.5" />
            <circle cx="68" cy="55" r="6.5" />
            <path d="M58.5 55h3" />
          </g>
        )}
      </g>
    </svg>
  );
}
