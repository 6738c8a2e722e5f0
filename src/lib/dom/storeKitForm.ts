/**
 * The "Kit for my store" form on /operators/kit/ (src/components/operators/StoreKitForm.astro): shows it once this
 * script runs, fills in the store's page from the dashboard's link (`#store=<id>`), reads a chosen logo, and on a
 * file's button checks the fields (src/lib/kit/storeKit.ts) and draws that file here. The builder, its fonts and
 * the print profile load then, with `import()`, and never before; nothing is sent anywhere.
 */
import { LOCALES } from '../../i18n/locales.ts';
import { kitFiles } from '../kit/kitPieces.ts';
import {
  checkStoreKit,
  storeKitFileName,
  storeKitOptions,
  type StoreKitField,
  type StoreKitForm,
} from '../kit/storeKit.ts';
import { isStoreId } from '../stores/storeId.ts';
import { storePagePath } from '../stores/storePage.ts';
import { readLogo } from './storeLogo.ts';

const FIELDS: readonly StoreKitField[] = ['storeName', 'license', 'warnings', 'storePage', 'ownAddress'];

export function enhanceStoreKitForm(root: Document): void {
  const form = root.querySelector<HTMLElement>('[data-store-kit]');
  const status = root.querySelector<HTMLElement>('[data-store-kit-status]');
  const logoInput = root.querySelector<HTMLInputElement>('[data-store-kit-logo]');
  const logoStatus = root.querySelector<HTMLElement>('[data-store-kit-logo-status]');
  if (!form || !status || !logoInput || !logoStatus) return;
  form.hidden = false;
  const input = (field: StoreKitField) => root.getElementById(`store-kit-${field}`) as HTMLInputElement;

  const storeId = new URLSearchParams(location.hash.slice(1)).get('store');
  if (isStoreId(storeId)) input('storePage').value = `${location.origin}${storePagePath(storeId, 'en')}`;

  let logo: Uint8Array | null = null;
  logoInput.addEventListener('change', async () => {
    logo = null;
    const file = logoInput.files?.[0];
    logoStatus.textContent = file ? 'Reading the logo…' : '';
    if (!file) return;
    const read = await readLogo(file);
    if (read.ok) logo = read.bytes;
    logoStatus.textContent = read.ok
      ? `${file.name} will go on the poster, the pocket card and the budtender card.`
      : read.problem;
  });

  const showProblems = (problems: Partial<Record<StoreKitField, string>>) => {
    for (const field of FIELDS) {
      const problem = root.getElementById(`store-kit-${field}-problem`);
      if (!problem) continue;
      problem.textContent = problems[field] ?? '';
      problem.hidden = !problems[field];
      const hint = `store-kit-${field}-hint`;
      input(field).setAttribute('aria-describedby', problems[field] ? `${hint} ${problem.id}` : hint);
      if (problems[field]) input(field).setAttribute('aria-invalid', 'true');
      else input(field).removeAttribute('aria-invalid');
    }
  };

  const buttons = [...form.querySelectorAll<HTMLButtonElement>('[data-store-kit-file]')];
  const files = kitFiles(LOCALES);
  for (const button of buttons) {
    button.addEventListener('click', async () => {
      const file = files.find((candidate) => candidate.fileName === button.dataset.storeKitFile);
      if (!file) return;
      const values: StoreKitForm = {
        storeName: input('storeName').value,
        license: input('license').value,
        warnings: input('warnings').value,
        storePage: input('storePage').value,
        ownAddress: input('ownAddress').value,
      };
      const checked = checkStoreKit(values, location.origin);
      if (!checked.ok) {
        showProblems(checked.problems);
        status.textContent = 'Check the fields marked above: the kit needs them.';
        const first = FIELDS.find((field) => checked.problems[field]);
        if (first) input(first).focus();
        return;
      }
      showProblems({});
      const fileName = storeKitFileName(file, checked.settings.identity.name);
      for (const each of buttons) each.disabled = true;
      status.textContent = `Making ${fileName}…`;
      try {
        const { makeStoreKitFile } = await import('../kit/storeKitFiles.ts');
        const blob = await makeStoreKitFile(file, storeKitOptions(checked.settings, logo));
        const link = root.createElement('a');
        link.href = URL.createObjectURL(blob);
        link.download = fileName;
        link.click();
        setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
        status.textContent = `Made ${fileName}.`;
      } catch {
        status.textContent = 'That file could not be made. Please try again; if it fails again, try without the logo.';
      } finally {
        for (const each of buttons) each.disabled = false;
      }
    });
  }
}
