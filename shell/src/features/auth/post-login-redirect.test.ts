import { pathOf, peekPostLoginRedirect, rememberPostLoginRedirect, takePostLoginRedirect } from './post-login-redirect';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('post-login redirect (spec 01 §4.2)', () => {
  it('is taken once: read and cleared', () => {
    const storage = memoryStorage();
    rememberPostLoginRedirect('/personalizedPrep?step=2', storage);
    expect(storage.getItem('post_login_redirect')).toBe('/personalizedPrep?step=2');
    expect(takePostLoginRedirect(storage)).toBe('/personalizedPrep?step=2');
    expect(takePostLoginRedirect(storage)).toBeNull();
  });

  it('ignores anything that is not a path on this site', () => {
    const storage = memoryStorage();
    for (const planted of ['https://evil.example', '//evil.example/x', 'javascript:alert(1)']) {
      storage.setItem('post_login_redirect', planted);
      expect(peekPostLoginRedirect(storage)).toBeNull();
    }
  });

  it('compares paths without query or fragment', () => {
    expect(pathOf('/personalizedPrep?x=1#top')).toBe('/personalizedPrep');
  });
});
