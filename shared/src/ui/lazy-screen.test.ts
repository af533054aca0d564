import { createElement } from 'react';
import { lazyScreen } from './lazy-screen';
import { preloadScreenFor } from './area';

const Page = () => null;

describe('lazyScreen', () => {
  it('suspends until its chunk is here, then renders the screen without suspending; the chunk is fetched once', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const Screen = lazyScreen(load);
    let thrown: unknown;
    try {
      Screen();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await Screen.preload();
    expect(Screen()).toEqual(createElement(Page));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed fetch to the error boundary once, and fetches again on the next try', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValueOnce({ default: Page });
    const Screen = lazyScreen(load);
    await Screen.preload();
    expect(() => Screen()).toThrow('chunk missing');
    await Screen.preload();
    expect(Screen()).toEqual(createElement(Page));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloadScreenFor fetches only the screen of the matching route', async () => {
    const first = lazyScreen(jest.fn(async () => ({ default: Page })));
    const second = lazyScreen(jest.fn(async () => ({ default: Page })));
    const routes = [
      { path: '/interviews', screen: first },
      { path: '/specialization/:name', screen: second },
      { path: '/old', element: null },
    ];
    await preloadScreenFor(routes, '/specialization/Audit');
    expect(second()).toEqual(createElement(Page));
    expect(() => first()).toThrow();
    expect(preloadScreenFor(routes, '/old')).toBeUndefined();
    expect(preloadScreenFor(routes, '/elsewhere')).toBeUndefined();
  });
});
