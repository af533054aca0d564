// Alt+Shift+A opens the demo page in admin mode (spec 02 §2.14).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export const ADMIN_DEMO_PATH = '/demo?admin=true';

export function useAdminShortcut() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // `code`, not `key`: Alt+Shift turns the A into another character on some keyboards.
      if (event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyA') {
        event.preventDefault();
        navigate(ADMIN_DEMO_PATH);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
}
