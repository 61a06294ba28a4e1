import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';

/** The snippet to paste, and a copy button that says whether the copy worked. */
export function EmbedSnippet({ snippet, origin }: { snippet: string; origin: string }) {
  const t = useT();
  const id = useId();
  // What was copied: a changed snippet has not been copied yet.
  const [outcome, setOutcome] = useState<{ snippet: string; ok: boolean } | null>(null);
  const copied = outcome?.snippet !== snippet ? null : outcome.ok ? 'yes' : 'no';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setOutcome({ snippet, ok: true });
    } catch {
      setOutcome({ snippet, ok: false });
    }
  };

  return (
    <div className="embed-snippet">
      <label htmlFor={id} className="std-label">
        {t('embed.snippet.label')}
      </label>
      <textarea
        id={id}
        className="std-input std-textarea embed-code"
        readOnly
        value={snippet}
        rows={snippet.split('\n').length + 1}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="embed-help">{t('embed.snippet.help', { origin })}</p>
      <div className="embed-copy">
        <button type="button" className="button button-primary" onClick={copy}>
          {t('embed.copy')}
        </button>
        <span role="status" className={copied === 'no' ? 'embed-copy-failed' : 'embed-copied'}>
          {copied === 'yes' ? t('embed.copied') : copied === 'no' ? t('embed.copy.failed') : ''}
        </span>
      </div>
    </div>
  );
}
