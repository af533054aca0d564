// Mounts one remote area as a single-spa parcel in the layout slot, with loading, error and retry.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { mountRootParcel, type Parcel } from 'single-spa';
import { AreaUnavailable, CONTRACT_VERSION, PageLoading, type RegistryRemote } from '@bullpen/shared';
import { AreaLoadError, loadArea } from './load-area';
import { SlotFrame } from './slot-frame';
import { releasePrerenderedPage } from '../app/prerendered-page';

/** Performance mark set each time an area has mounted and drawn its page (read by bench/perf.bench.ts). */
export const AREA_MOUNTED_MARK = 'bullpen:area-mounted';

/** The phase of the slot for the remote `area`. */
type SlotState = { area: string } & ({ phase: 'loading' } | { phase: 'ready' } | { phase: 'error'; reason?: string });

export function RemoteSlot({ remote }: { remote: RegistryRemote }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [slot, setState] = useState<SlotState>({ area: remote.name, phase: 'loading' });
  // The route went to another area (the slot stays, its remote changes): the previous area's page goes
  // in the same frame as the route changes, and the placeholder stands in until the next one has drawn.
  const state: SlotState = slot.area === remote.name ? slot : { area: remote.name, phase: 'loading' };
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let parcel: Parcel | null = null;
    setState({ area: remote.name, phase: 'loading' });

    (async () => {
      const area = await loadArea(remote.name);
      if (cancelled || !hostRef.current) return;
      const domElement = document.createElement('div');
      hostRef.current.replaceChildren(domElement);
      parcel = mountRootParcel(
        { name: remote.name, bootstrap: area.bootstrap, mount: area.mount, unmount: area.unmount },
        { domElement, contractVersion: CONTRACT_VERSION, remoteName: remote.name },
      );
      await parcel.mountPromise;
      performance.mark(AREA_MOUNTED_MARK);
      // The area has drawn its page, hidden so far: it takes the place of the loading placeholder (and of
      // the prerendered page, if the page came so) in one task, so no frame shows both and nothing moves.
      if (!cancelled) flushSync(() => setState({ area: remote.name, phase: 'ready' }));
      releasePrerenderedPage();
    })().catch((error: unknown) => {
      console.error(`[shell] area ${remote.name} failed`, error);
      releasePrerenderedPage();
      if (!cancelled) {
        setState({ area: remote.name, phase: 'error', reason: error instanceof AreaLoadError ? error.userReason : undefined });
      }
    });

    return () => {
      cancelled = true;
      const mounted = parcel;
      if (mounted && mounted.getStatus() === 'MOUNTED') void mounted.unmount().catch(() => undefined);
    };
  }, [remote.name, remote.manifest, attempt]);

  return (
    <SlotFrame name={remote.name}>
      {state.phase === 'loading' && <PageLoading label={`Loading ${remote.name}`} />}
      {state.phase === 'error' && <AreaUnavailable reason={state.reason} onRetry={() => setAttempt((n) => n + 1)} />}
      <div ref={hostRef} hidden={state.phase !== 'ready'} />
    </SlotFrame>
  );
}
