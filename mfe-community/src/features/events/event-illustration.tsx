// The built-in illustrations of events (drawn here, nothing fetched), by the name an event's `image`
// carries; any other value is an image URL.
import { useId, type ReactNode } from 'react';
import { Box, Image } from '@chakra-ui/react';
import { tone, WHITE } from '../../components/art/palette';

const ACCENT = tone('accent', '400');
const ACCENT_SOFT = tone('accent', '200');
const LIGHT = tone('navy', '100');
const MID = tone('navy', '500');
const DEEP = tone('navy', '700');

function Backdrop({ id }: { id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={tone('navy', '900')} />
          <stop offset="1" stopColor={tone('navy', '700')} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#${id}-bg)`} />
      <g stroke={tone('navy', '600')} strokeWidth="1" opacity="0.5">
        {[45, 90, 135, 180].map((y) => (
          <line key={y} x1="0" x2="400" y1={y} y2={y} />
        ))}
      </g>
      <circle cx="360" cy="30" r="70" fill={tone('navy', '600')} opacity="0.35" />
    </>
  );
}

/** A studio microphone with sound waves: the mark of the podcast interviews. */
function Microphone() {
  return (
    <g>
      <rect x="92" y="50" width="40" height="72" rx="20" fill={ACCENT} />
      <g stroke={tone('accent', '700')} strokeWidth="3" strokeLinecap="round">
        <line x1="102" x2="122" y1="68" y2="68" />
        <line x1="102" x2="122" y1="80" y2="80" />
        <line x1="102" x2="122" y1="92" y2="92" />
      </g>
      <path d="M80 100a32 32 0 0 0 64 0" fill="none" stroke={LIGHT} strokeWidth="5" strokeLinecap="round" />
      <line x1="112" x2="112" y1="132" y2="160" stroke={LIGHT} strokeWidth="5" />
      <line x1="90" x2="134" y1="162" y2="162" stroke={LIGHT} strokeWidth="5" strokeLinecap="round" />
      <g fill="none" stroke={ACCENT_SOFT} strokeWidth="4" strokeLinecap="round">
        <path d="M156 72a36 36 0 0 1 0 46" opacity="0.9" />
        <path d="M170 60a54 54 0 0 1 0 70" opacity="0.6" />
        <path d="M68 72a36 36 0 0 0 0 46" opacity="0.9" />
        <path d="M54 60a54 54 0 0 0 0 70" opacity="0.6" />
      </g>
    </g>
  );
}

const MOTIFS: Record<string, ReactNode> = {
  // Debt tranches stacked under an arrow: leveraged finance.
  levfin: (
    <g>
      <rect x="230" y="140" width="130" height="26" rx="4" fill={MID} />
      <rect x="245" y="110" width="100" height="26" rx="4" fill={tone('navy', '400')} />
      <rect x="260" y="80" width="70" height="26" rx="4" fill={ACCENT} />
      <path d="M295 70V38m0 0-12 12m12-12 12 12" stroke={WHITE} strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  // A rising line with its area: growth equity.
  growth: (
    <g>
      <path d="M220 170 250 140 280 150 310 110 340 95 370 60V180H220Z" fill={ACCENT} opacity="0.25" />
      <path d="M220 170 250 140 280 150 310 110 340 95 370 60" fill="none" stroke={ACCENT_SOFT} strokeWidth="5" strokeLinejoin="round" />
      {[
        [250, 140],
        [280, 150],
        [310, 110],
        [340, 95],
        [370, 60],
      ].map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="6" fill={WHITE} />
      ))}
    </g>
  ),
  // A rocket leaving a trail: venture capital.
  venture: (
    <g transform="rotate(35 300 110)">
      <path d="M300 40c22 20 28 55 20 95h-40c-8-40-2-75 20-95Z" fill={LIGHT} />
      <circle cx="300" cy="85" r="11" fill={ACCENT} stroke={DEEP} strokeWidth="4" />
      <path d="M280 118l-18 22 20-4M320 118l18 22-20-4" fill={ACCENT} />
      <path d="M288 140h24l-12 34Z" fill={ACCENT_SOFT} />
    </g>
  ),
  // A ledger under a magnifier: audit and due diligence.
  audit: (
    <g>
      <rect x="230" y="45" width="110" height="140" rx="8" fill={LIGHT} />
      {[70, 95, 120, 145].map((y) => (
        <g key={y}>
          <path d={`M245 ${y}l6 6 10-12`} stroke={ACCENT} strokeWidth="4" fill="none" strokeLinecap="round" />
          <line x1="270" x2="325" y1={y} y2={y} stroke={MID} strokeWidth="5" strokeLinecap="round" />
        </g>
      ))}
      <circle cx="330" cy="150" r="28" fill="none" stroke={WHITE} strokeWidth="8" />
      <line x1="350" y1="170" x2="375" y2="195" stroke={WHITE} strokeWidth="10" strokeLinecap="round" />
    </g>
  ),
  // Two buildings joined by an arrow: corporate M&A.
  corporate: (
    <g>
      <rect x="220" y="80" width="55" height="100" fill={LIGHT} />
      <rect x="315" y="55" width="60" height="125" fill={tone('navy', '300')} />
      {[95, 120, 145].map((y) => (
        <g key={y} fill={DEEP}>
          <rect x="232" y={y} width="10" height="12" />
          <rect x="253" y={y} width="10" height="12" />
          <rect x="328" y={y - 20} width="12" height="12" />
          <rect x="350" y={y - 20} width="12" height="12" />
        </g>
      ))}
      <path d="M270 58c15-25 40-25 52-8m0 0-3-14m3 14-14 1" fill="none" stroke={ACCENT_SOFT} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  // Candlesticks: markets and macro.
  markets: (
    <g>
      {[
        [230, 120, 40, true],
        [258, 100, 50, true],
        [286, 115, 30, false],
        [314, 85, 55, true],
        [342, 70, 45, true],
        [370, 90, 35, false],
      ].map(([x, y, h, up]) => (
        <g key={String(x)}>
          <line x1={Number(x)} x2={Number(x)} y1={Number(y) - 14} y2={Number(y) + Number(h) + 14} stroke={LIGHT} strokeWidth="3" />
          <rect x={Number(x) - 9} y={Number(y)} width="18" height={Number(h)} rx="2" fill={up ? ACCENT : tone('navy', '300')} />
        </g>
      ))}
    </g>
  ),
};

/** People around a table, seen from above. */
function Roundtable() {
  const seats = [0, 72, 144, 216, 288].map((angle) => {
    const rad = (angle * Math.PI) / 180;
    return { x: 200 + Math.cos(rad) * 95, y: 112 + Math.sin(rad) * 72, angle };
  });
  return (
    <g>
      <ellipse cx="200" cy="112" rx="70" ry="48" fill={MID} stroke={LIGHT} strokeWidth="4" />
      <ellipse cx="200" cy="112" rx="30" ry="18" fill={tone('navy', '600')} />
      {seats.map(({ x, y, angle }, index) => (
        <g key={angle}>
          <circle cx={x} cy={y} r="20" fill={index % 2 ? ACCENT : LIGHT} />
          <circle cx={x} cy={y} r="9" fill={DEEP} opacity="0.35" />
        </g>
      ))}
      <g fill={WHITE}>
        <rect x="140" y="18" width="56" height="26" rx="8" />
        <path d="M156 44l-4 10 12-10Z" />
        <rect x="225" y="178" width="48" height="24" rx="8" fill={ACCENT_SOFT} />
      </g>
    </g>
  );
}

/** A whiteboard with an issue tree and sticky notes: the case workshop. */
function Workshop() {
  return (
    <g>
      <rect x="60" y="30" width="280" height="150" rx="8" fill={LIGHT} />
      <rect x="60" y="180" width="280" height="8" fill={tone('navy', '300')} />
      <g fill="none" stroke={DEEP} strokeWidth="3">
        <rect x="90" y="92" width="60" height="28" rx="4" fill={WHITE} />
        <path d="M150 106h22M172 62v88M172 62h18M172 106h18M172 150h18" />
      </g>
      {[48, 92, 136].map((y) => (
        <rect key={y} x="190" y={y} width="70" height="28" rx="4" fill={WHITE} stroke={DEEP} strokeWidth="3" />
      ))}
      <rect x="282" y="50" width="40" height="40" fill={ACCENT_SOFT} transform="rotate(6 302 70)" />
      <rect x="280" y="110" width="40" height="40" fill={ACCENT} transform="rotate(-5 300 130)" />
      <line x1="120" x2="130" y1="188" y2="215" stroke={tone('navy', '300')} strokeWidth="6" />
      <line x1="280" x2="270" y1="188" y2="215" stroke={tone('navy', '300')} strokeWidth="6" />
    </g>
  );
}

function scene(name: string): ReactNode | null {
  if (name === 'roundtable') return <Roundtable />;
  if (name === 'workshop') return <Workshop />;
  const motif = name.startsWith('podcast-') ? MOTIFS[name.slice('podcast-'.length)] : undefined;
  if (!motif) return null;
  return (
    <>
      <Microphone />
      {motif}
    </>
  );
}

/** An event's picture at 16:9, decorative beside its title: a built-in illustration by name, else the image at that URL. */
export function EventIllustration({ image }: { image: string }) {
  const drawing = scene(image);
  const id = `art${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Box aspectRatio={16 / 9} overflow="hidden" bg="navy.800">
      {drawing ? (
        <svg viewBox="0 0 400 225" width="100%" height="100%" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
          <Backdrop id={id} />
          {drawing}
        </svg>
      ) : (
        <Image src={image} alt="" width="100%" height="100%" objectFit="cover" loading="lazy" decoding="async" />
      )}
    </Box>
  );
}
