import { BLOG_LIMITS, normalizeBlogUrl } from '@masthead/core';
import { useEffect, useRef } from 'react';
import { StandardInput } from '../../ui/standard-input';

type BlogUrlInputProps = {
  label: string;
  desc?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  disabled: boolean;
};

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A required web address (StandardInput type url). A bare host ('myblog.com') is completed to
 * https:// when the field is left, so it passes the address check as the server would take it.
 */
export function BlogUrlInput({ label, desc, value, onChange, error, disabled }: BlogUrlInputProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const complete = () => {
      const typed = latest.current.value.trim();
      const normalized = normalizeBlogUrl(typed);
      if (typed && normalized && !HAS_SCHEME.test(typed)) latest.current.onChange(normalized);
    };
    element.addEventListener('focusout', complete);
    return () => element.removeEventListener('focusout', complete);
  }, []);

  return (
    <div ref={wrapper}>
      <StandardInput
        field={{
          fieldName: 'url',
          label,
          type: 'url',
          value,
          ...(desc ? { desc } : {}),
          placeholder: 'https://yourblog.com',
          maxLength: BLOG_LIMITS.urlMax,
          isRequired: true,
        }}
        showCount={false}
        error={error}
        disabled={disabled}
        onChange={(next) => onChange(typeof next === 'string' ? next : '')}
      />
    </div>
  );
}
