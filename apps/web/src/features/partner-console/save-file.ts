/**
 * Saves a file the browser already holds, under `name`, by a link the page never shows (the
 * console's downloads carry the token, so a plain link could not fetch them). Apart from any area's
 * calls, so a page that downloads loads no other area's schemas with it.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Chrome reads the blob after the click's task: let it before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
