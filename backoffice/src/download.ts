/** Today as YYYY-MM-DD in the staff member's own time zone, the date they expect in a name. */
export function localDateStamp(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Hands a file received by fetch to the browser's downloads, under the given name. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download starts after this task; revoking at once could cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
