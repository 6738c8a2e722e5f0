/**
 * Promise.withResolvers for browsers without it (Safari before 17.4, Chrome before 119): pdf.js's legacy build
 * carries polyfills for newer built-ins but calls this one as it is. Installed only where it is missing.
 */
export function installPromiseWithResolvers(scope: { Promise: PromiseConstructor } = globalThis): void {
  if (typeof scope.Promise.withResolvers === 'function') return;
  Object.defineProperty(scope.Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>(this: PromiseConstructor) {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new this<T>((settle, refuse) => {
        resolve = settle;
        reject = refuse;
      });
      return { promise, resolve, reject };
    },
  });
}
