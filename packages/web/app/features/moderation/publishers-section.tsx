import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { TextField } from '../../ui/text-field';

/** Creates a tier-2 publisher ('Create tier2 publisher failed' with its code when it cannot). */
export function PublishersSection() {
  const t = useT();
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    const result = await call('POST /api2/admin/publisher/create', {
      username,
      displayName,
      ...(website ? { website } : {}),
    });
    if (!result.ok) return setError(result.message);
    setError(null);
    setCreated(result.data.publisher.username);
    setUsername('');
    setDisplayName('');
    setWebsite('');
  }

  return (
    <form className="admin-card" onSubmit={create} noValidate>
      <h2>{t('admin.publishers.create')}</h2>
      <TextField
        label={t('admin.publishers.username')}
        value={username}
        onValueChange={setUsername}
        maxLength={30}
        required
      />
      <TextField
        label={t('admin.publishers.name')}
        value={displayName}
        onValueChange={setDisplayName}
        maxLength={50}
        required
      />
      <TextField
        label={t('admin.publishers.website')}
        value={website}
        onValueChange={setWebsite}
        type="url"
        maxLength={255}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {created && (
        <p role="status">
          <Link to={`/@${created}`}>{t('admin.publishers.created', { username: created })}</Link>
        </p>
      )}
      <div className="admin-row">
        <button type="submit" className="button button-primary">
          {t('admin.publishers.create')}
        </button>
      </div>
    </form>
  );
}
