import { resolveObjectURL } from 'node:buffer';
import { Worker as ThreadWorker } from 'node:worker_threads';

/**
 * A Web Worker for tests that run in Node: the script a page would hand `new Worker(blobUrl)`
 * runs in a real thread of its own, with `self`, `onmessage` and `postMessage` as in a browser.
 * Only blob: URLs made with URL.createObjectURL, which is how the forms build their worker.
 */
export class NodeWebWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  private readonly thread: Promise<ThreadWorker>;

  constructor(url: string | URL) {
    const blob = resolveObjectURL(String(url));
    if (!blob) throw new Error(`NodeWebWorker runs blob: URLs only, not ${String(url)}`);
    this.thread = blob.text().then((script) => {
      const thread = new ThreadWorker(
        `const { parentPort } = require('node:worker_threads');
         const self = { postMessage: (data) => parentPort.postMessage(data), onmessage: null };
         parentPort.on('message', (data) => self.onmessage && self.onmessage({ data }));
         ${script}`,
        { eval: true },
      );
      thread.on('message', (data: unknown) => this.onmessage?.({ data }));
      thread.on('error', (error) => this.onerror?.(error));
      return thread;
    });
  }

  postMessage(data: unknown) {
    void this.thread.then((thread) => thread.postMessage(data));
  }

  terminate() {
    void this.thread.then((thread) => thread.terminate());
  }
}
