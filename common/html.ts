/** Text made safe to place in HTML, as element content or a quoted attribute value. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
