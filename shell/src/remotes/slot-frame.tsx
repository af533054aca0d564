// The box of an area's slot in the layout; a prerendered page (shell/src/prerender) draws the same one.
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export function SlotFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box data-area={name}>
      {children}
    </Box>
  );
}
