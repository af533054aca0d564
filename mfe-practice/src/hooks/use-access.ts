// Who is practising and what the browser lets them do (spec 01 §4.5, spec 02 §6): premium features
// for premium and admin users, and in demo mode also for the creator flag, ?admin=true and ?devPreview=true.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getAppConfig, hasPremiumAccess, useSessionStore, type SessionUser } from '@bullpen/shared';
import { LOCAL_KEYS, readLocal } from '../lib/local-values';

export interface Access {
  user: SessionUser | null;
  /** Premium features unlocked in this browser (XP tracking, unlimited mock interview). */
  premium: boolean;
  /** The public config's demo mode (or the session store's, once the shell has read it). */
  demoMode: boolean;
  /** True until the session check ends: do not decide on sign-in state yet. */
  isLoading: boolean;
}

/** The demo-mode flag of GET /api/config, read once per page. */
export function useDemoMode(): boolean {
  const storeDemo = useSessionStore((s) => s.demoMode);
  const [configDemo, setConfigDemo] = useState(false);
  useEffect(() => {
    let live = true;
    void getAppConfig().then((config) => {
      if (live) setConfigDemo(config.demoMode);
    });
    return () => {
      live = false;
    };
  }, []);
  return storeDemo || configDemo;
}

export function useAccess(): Access {
  const user = useSessionStore((s) => s.user);
  const isPremium = useSessionStore((s) => s.isPremium);
  const isAdmin = useSessionStore((s) => s.isAdmin);
  const storeCreator = useSessionStore((s) => s.creatorAccess);
  const isLoading = useSessionStore((s) => s.isLoading);
  const demoMode = useDemoMode();
  const { search } = useLocation();
  const creatorAccess = storeCreator || readLocal(LOCAL_KEYS.creatorAccess) === 'true';
  const premium = hasPremiumAccess({ isPremium, isAdmin, demoMode, creatorAccess }, search);
  return { user, premium, demoMode, isLoading };
}
