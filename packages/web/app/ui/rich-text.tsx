/**
 * The one place HTML reaches the page (TESTING §6). `html` must come from the server's sanitiser
 * (`packages/server/src/rich-text/sanitize.ts`), which every stored rich text passes through.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this against an allowlist.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
