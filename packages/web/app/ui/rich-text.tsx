/**
 * The one place HTML reaches the page (TESTING §6). `html` must come from the server's sanitiser
 * (`packages/server/src/rich-text/sanitize.ts`), which every stored rich text passes through.
 */
export function RichText({
  html,
  className,
  lang,
}: {
  html: string;
  className?: string;
  /** The text's language when it is not the page's (WCAG 3.1.2). */
  lang?: string | undefined;
}) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised this against an allowlist.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
