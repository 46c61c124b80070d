/**
 * Which widgets have a page of their own on the workbench (/widgets/<name>): every folder of widgets/
 * but these. The toast area has no attributes and no box of its own: the contact form's page shows it
 * at work.
 */
const WITHOUT_WORKBENCH_PAGE: ReadonlySet<string> = new Set(['toaster']);

/** Whether widgets/<name>/ gets a workbench page. */
export function hasWorkbenchPage(name: string): boolean {
  return !WITHOUT_WORKBENCH_PAGE.has(name);
}
