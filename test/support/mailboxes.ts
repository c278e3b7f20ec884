// Which SES emulator holds a runtime's mail, for the runtimes a test file started of its own (the shared runtime's
// is injected). No vitest import: the browser suite's config starts runtimes too.

const MAILBOXES = new Map<string, string>();

/** Called by a runtime started in this process, so helpers given only its site find its mail. */
export function rememberMailbox(siteUrl: string, mailboxUrl: string): void {
  MAILBOXES.set(siteUrl, mailboxUrl);
}

/** The mailbox of the runtime at `siteUrl`, when one was started in this process. */
export function rememberedMailbox(siteUrl: string | undefined): string | undefined {
  return siteUrl === undefined ? undefined : MAILBOXES.get(siteUrl);
}
