/**
 * The worker that reads the chosen file and builds the report (src/lib/inventory/session.ts), so a large
 * export never holds the page. It is started only when a file is chosen; it keeps the file's products for the
 * operator's next choices and the CSV download, and sends nothing anywhere but back to the page.
 */
import { READ_FAILED, type WorkerAnswer, type WorkerRequest } from '../../lib/inventory/protocol.ts';
import { InventorySession } from '../../lib/inventory/session.ts';

const session = new InventorySession();

function answer(message: WorkerAnswer): void {
  self.postMessage(message);
}

self.addEventListener('message', async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const { id } = request;
  try {
    switch (request.kind) {
      case 'read': {
        const bytes = new Uint8Array(await request.file.arrayBuffer());
        answer({ id, kind: 'view', outcome: await session.read(bytes, request.file.name, request.remembered) });
        break;
      }
      case 'fields':
        answer({ id, kind: 'view', outcome: { ok: true, view: session.setFields(request.fields) } });
        break;
      case 'sheet':
        answer({ id, kind: 'view', outcome: session.chooseSheet(request.index) });
        break;
      case 'page':
        answer({ id, kind: 'page', page: session.page(request.list, request.offset) });
        break;
      case 'csv':
        answer({ id, kind: 'csv', csv: new Blob([session.csv()], { type: 'text/csv;charset=utf-8' }) });
        break;
    }
  } catch {
    answer({ id, kind: 'view', outcome: { ok: false, message: READ_FAILED } });
  }
});
