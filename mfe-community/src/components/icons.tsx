// Line icons of the community area, drawn in the current text colour.
import type { ReactNode } from 'react';

function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CalendarIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </Icon>
);

export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);

export const MicIcon = () => (
  <Icon>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </Icon>
);

export const CheckIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const CrossIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M7 7l10 10M17 7L7 17" />
  </Icon>
);

export const ArrowRightIcon = () => (
  <Icon>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
  </Icon>
);

export const UploadIcon = () => (
  <Icon>
    <path d="M12 16V4M6 10l6-6 6 6M4 20h16" />
  </Icon>
);

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

/** Brand marks drawn filled, for the podcast platforms an event is published on. */
export const SpotifyIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm4.6 14.4a.7.7 0 0 0-.2-1c-2.6-1.6-5.9-2-9.7-1.1a.7.7 0 1 0 .3 1.4c3.5-.8 6.4-.5 8.6.9.3.2.8.1 1-.2zm1.2-3a.9.9 0 0 0-.3-1.2c-3-1.8-7.4-2.3-11-1.3a.9.9 0 1 0 .5 1.7c3.1-.9 7-.5 9.6 1.1.4.3 1 .1 1.2-.3zm.1-3.1c.3-.5.1-1.1-.4-1.4C14 6.8 8.3 6.6 5 7.6a1 1 0 1 0 .6 1.9c2.8-.9 7.8-.7 10.9 1.1.5.3 1.1.1 1.4-.3z" />
  </svg>
);

export const YouTubeIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
  </svg>
);

export const TrophyIcon = () => (
  <Icon size={24}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4v1a4 4 0 0 0 4 4M16 6h4v1a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6v4H9z" />
  </Icon>
);

export const ChartIcon = () => (
  <Icon size={24}>
    <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6M20 16V6" />
  </Icon>
);

export const PodiumIcon = () => (
  <Icon size={24}>
    <path d="M9 20V9h6v11M3 20v-6h6M15 20v-8h6v8M2 20h20M12 3l1 2h2l-1.5 1.5.5 2-2-1-2 1 .5-2L9 5h2z" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon size={24}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </Icon>
);
