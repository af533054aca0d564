// A CV chosen on the register page waits in IndexedDB until its owner first signs in (after
// confirming their e-mail, possibly in a later visit); then it is uploaded and forgotten.

const DB_NAME = 'bullpen';
const STORE = 'pending-cv';

interface PendingCv {
  email: string;
  name: string;
  file: Blob;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'email' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function savePendingCv(email: string, file: File): Promise<IDBValidKey> {
  const entry: PendingCv = { email: keyOf(email), name: file.name, file };
  return withStore('readwrite', (store) => store.put(entry));
}

export async function loadPendingCv(email: string): Promise<PendingCv | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  return withStore<PendingCv | undefined>('readonly', (store) => store.get(keyOf(email)));
}

export function forgetPendingCv(email: string): Promise<undefined> {
  return withStore('readwrite', (store) => store.delete(keyOf(email)));
}
