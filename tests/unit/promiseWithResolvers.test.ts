import { describe, expect, it } from 'vitest';
import { installPromiseWithResolvers } from '../../src/lib/coa/promiseWithResolvers.ts';

/** A Promise constructor as an older browser has it: no withResolvers. */
function olderPromise(): PromiseConstructor {
  class OlderPromise<T> extends Promise<T> {}
  Object.defineProperty(OlderPromise, 'withResolvers', { value: undefined, configurable: true, writable: true });
  return OlderPromise as unknown as PromiseConstructor;
}

describe('Promise.withResolvers for older browsers', () => {
  it('installs one whose promise settles through the resolvers it returns', async () => {
    const scope = { Promise: olderPromise() };
    installPromiseWithResolvers(scope);
    const settled = scope.Promise.withResolvers<string>();
    expect(settled.promise).toBeInstanceOf(scope.Promise);
    settled.resolve('read');
    await expect(settled.promise).resolves.toBe('read');
    const refused = scope.Promise.withResolvers<string>();
    refused.reject(new Error('not a PDF'));
    await expect(refused.promise).rejects.toThrow('not a PDF');
  });

  it('leaves a browser’s own alone', () => {
    const own = Promise.withResolvers;
    installPromiseWithResolvers(globalThis);
    expect(Promise.withResolvers).toBe(own);
  });
});
