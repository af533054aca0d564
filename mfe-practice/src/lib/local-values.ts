// The values this area keeps in the browser (spec 01 §3, spec 02 §3): read and written defensively,
// because storage can be full, disabled or hold something unreadable.

export const LOCAL_KEYS = {
  creatorAccess: 'creatorAccess',
  lastPracticedSpecialization: 'lastPracticedSpecialization',
  lastSelectedSpecialization: 'lastSelectedSpecialization',
  voiceSettings: 'bullpen_voice_settings',
} as const;

type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

export function readLocal(key: LocalKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error(`[practice] could not read ${key}`, error);
    return null;
  }
}

export function writeLocal(key: LocalKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(`[practice] could not store ${key}`, error);
  }
}

/** Parsed JSON of a stored value, or null when absent or unreadable. */
export function readLocalJson(key: LocalKey): unknown {
  const raw = readLocal(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    console.error(`[practice] stored ${key} is not JSON`, error);
    return null;
  }
}
