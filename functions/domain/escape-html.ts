// Text placed inside the HTML of an email: every character that could start markup is escaped.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
