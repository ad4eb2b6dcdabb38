/** A document row's "More actions for …" menu (src/attachments/RowActions.tsx), as a person uses it. */
import { until } from './dom';

const byText = <T extends Element>(nodes: Iterable<T>, text: string) =>
  [...nodes].find((node) => node.textContent?.replace(/\s+/g, ' ').trim() === text) ?? null;

/** Opens the row menu of the file `name` and answers its item `label` (waiting for the menu's chunk). */
export async function rowMenuItem(scope: ParentNode, name: string, label: string): Promise<HTMLElement> {
  const more = await until(
    () => byText(scope.querySelectorAll<HTMLButtonElement>('button'), `More actions for ${name}`),
    3000,
    `the menu of ${name}`,
  );
  more.click();
  return until(() => byText(scope.querySelectorAll<HTMLElement>('[role="menu"] [role="menuitem"]'), label), 3000, `${label} in the menu`);
}

/** Opens the row menu of `name` and chooses `label`. */
export async function chooseFromRowMenu(scope: ParentNode, name: string, label: string): Promise<void> {
  (await rowMenuItem(scope, name, label)).click();
}
