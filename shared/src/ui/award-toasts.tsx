// The toasts of an award (spec 01 §4.7, §4.8): every screen that earns XP hands the answer it got to
// celebrateAward. A plain module, bundled by each area that uses it; it draws through the page's one
// toaster and keeps a visitor's gains in the one progress store (both shared singletons).
import { Award, CalendarX, Flame, Sparkles, Star, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import { toaster } from '@bullpen/shared/core';
import { useProgressStore } from '@bullpen/shared/progress';
import { awardToasts, type AwardOutcome, type AwardToast, type AwardToastKind, type ProgressGain } from '../domain/award';
import type { XpToastIcon } from '../domain/progress';

interface ToastIcon {
  Icon: LucideIcon;
  /** Named, for the XP toast's icon tells the size of the gain (spec 01 §4.7); the others only decorate. */
  label?: string;
  /** A colour of the Bullpen system, as its CSS variable. */
  color: string;
}

const XP_ICONS: Record<XpToastIcon, ToastIcon> = {
  trophy: { Icon: Trophy, label: 'Trophy', color: 'var(--chakra-colors-accent-solid)' },
  award: { Icon: Award, label: 'Award', color: 'var(--chakra-colors-accent-solid)' },
  star: { Icon: Star, label: 'Star', color: 'var(--chakra-colors-accent-solid)' },
};

const KIND_ICONS: Record<Exclude<AwardToastKind, 'xp'>, ToastIcon> = {
  'level-up': { Icon: TrendingUp, color: 'var(--chakra-colors-accent-solid)' },
  'skill-level-up': { Icon: Sparkles, color: 'var(--chakra-colors-accent-solid)' },
  'streak-bonus': { Icon: Flame, color: 'var(--chakra-colors-orange-solid)' },
  'streak-broken': { Icon: CalendarX, color: 'var(--chakra-colors-orange-solid)' },
};

function iconOf(toast: AwardToast) {
  const { Icon, label, color } = toast.kind === 'xp' ? XP_ICONS[toast.icon ?? 'star'] : KIND_ICONS[toast.kind];
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return <Icon size={20} strokeWidth={2} style={{ color, flexShrink: 0 }} {...named} />;
}

/** Runs `show` after `delayMs`; tests drive it with fake timers. */
export type ToastSchedule = (show: () => void, delayMs: number) => void;

const afterDelay: ToastSchedule = (show, delayMs) => {
  if (delayMs <= 0) show();
  else setTimeout(show, delayMs);
};

/** Raises an award's toasts in the spec's order and timing: the XP gain at once, the rest 500 ms later. */
export function announceAward(outcome: AwardOutcome, schedule: ToastSchedule = afterDelay): void {
  for (const toast of awardToasts(outcome)) {
    schedule(
      () =>
        // Info toasts are the calm white panel; the icon carries the colour.
        toaster.create({
          type: 'info',
          title: toast.title,
          description: toast.description,
          duration: toast.durationMs,
          meta: { kind: toast.kind, icon: iconOf(toast) },
        }),
      toast.delayMs,
    );
  }
}

/** What an answer that may earn XP carries back from the gateway. */
export interface AwardCarrier {
  /** A signed-in user's award, made and stored by the gateway. */
  award?: AwardOutcome;
  /** A visitor's answer: what it earns in their own browser (spec 01 §4.7). */
  visitorGain?: ProgressGain;
}

/**
 * Announces what an answer earned. A signed-in user's award is the gateway's, and their progress is
 * read again; a visitor's gain is kept in local storage when this browser tracks their XP.
 */
export function celebrateAward(answer: AwardCarrier, { visitorXp }: { visitorXp: boolean }): AwardOutcome | null {
  const store = useProgressStore.getState();
  if (answer.award) {
    announceAward(answer.award);
    void store.load();
    return answer.award;
  }
  if (!answer.visitorGain || !visitorXp) return null;
  const outcome = store.recordVisitorGain(answer.visitorGain);
  if (outcome) announceAward(outcome);
  return outcome;
}
