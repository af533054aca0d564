// Whether the report is being printed: between the browser's beforeprint and afterprint events
// (Download PDF, or the browser's own Print). The state is flushed at once so the printed page has it.
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrinting(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const print = useCallback(() => window.print(), []);
  return { printing, print };
}
