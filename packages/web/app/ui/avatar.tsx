type AvatarProps = {
  name: string;
  photoPath: string | null;
  /** SPEC §9: profile card pictures are 200 or 60 px, bylines 36. */
  size: 36 | 60 | 200;
  /** Decorative when the name is written next to it (the default). */
  alt?: string;
};

/** The first letters of up to two words: 'Ada Lovelace' gives 'AL', '林小明' gives '林'. */
export function initialsOf(name: string): string {
  // Words that start with a letter or digit: 'Signal & Noise' is SN, not S&.
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || [...name.trim()][0] || '?';
}

export function Avatar({ name, photoPath, size, alt = '' }: AvatarProps) {
  const className = `avatar avatar-${size}`;
  if (photoPath) {
    return (
      <img className={className} src={photoPath} alt={alt} width={size} height={size} decoding="async" />
    );
  }
  if (alt) {
    return (
      <span className={`${className} avatar-initials`} role="img" aria-label={alt}>
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <span className={`${className} avatar-initials`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
