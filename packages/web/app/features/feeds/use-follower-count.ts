import type { FollowAnswer } from '@masthead/core';
import { useCallback, useEffect, useState } from 'react';

/**
 * A follower count shown beside a Follow button: the page's figure, then the server's after each
 * follow or unfollow (FollowButton's onChange), so the two never disagree.
 */
export function useFollowerCount(count: number) {
  const [value, setValue] = useState(count);
  // Another page's data (client navigation) brings its own figure.
  useEffect(() => setValue(count), [count]);
  const onChange = useCallback((answer: FollowAnswer) => setValue(answer.followerCount), []);
  return [value, onChange] as const;
}
