// A 401 from the gateway anywhere in the prep area: toast 'Not authenticated.' and go to /login (spec §8).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, PREP_TEXT, toaster } from '@bullpen/shared';

export function isNotAuthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Returns a handler that deals with a 401 and says whether it did. */
export function useNotAuthenticated(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isNotAuthenticated(error)) return false;
      toaster.create({ id: 'prep-not-authenticated', type: 'error', title: PREP_TEXT.notAuthenticated });
      navigate('/login');
      return true;
    },
    [navigate],
  );
}
