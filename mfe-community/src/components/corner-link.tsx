// A hidden click area in a corner of a page (spec 01 §2.5, spec 02 §2.14): a real button with a name,
// invisible until it has keyboard focus, for the team's shortcuts into admin screens.
import { chakra } from '@chakra-ui/react';
import { useNavigate } from 'react-router';

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

const POSITION: Record<Corner, { top?: string; bottom?: string; left?: string; right?: string }> = {
  'top-left': { top: '0', left: '0' },
  'top-right': { top: '0', right: '0' },
  'bottom-left': { bottom: '0', left: '0' },
  'bottom-right': { bottom: '0', right: '0' },
};

/** Place inside a `position="relative"` container. */
export function CornerLink({ corner, to, label }: { corner: Corner; to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <chakra.button
      type="button"
      aria-label={label}
      data-corner={corner}
      onClick={() => navigate(to)}
      position="absolute"
      {...POSITION[corner]}
      zIndex="1"
      boxSize="6"
      bg="transparent"
      opacity="0"
      cursor="default"
      borderRadius="sm"
      _focusVisible={{ opacity: 1, bg: 'accent.100', outline: '2px solid', outlineColor: 'accent.600' }}
    />
  );
}
