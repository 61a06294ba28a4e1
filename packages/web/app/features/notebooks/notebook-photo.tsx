import { type ImageSize, imagePath } from '@masthead/core';
import { initialsOf } from '../../ui/avatar';

/** A notebook's photo, or its initial on a block of the same shape, so adding one moves nothing. */
export function NotebookPhoto({
  name,
  photo,
  size,
}: {
  name: string;
  photo: string | null;
  size: ImageSize;
}) {
  if (photo) {
    return (
      <img
        className="notebook-photo"
        src={imagePath(photo, size)}
        alt=""
        width={640}
        height={360}
        decoding="async"
      />
    );
  }
  return (
    <span className="notebook-photo notebook-photo-placeholder" aria-hidden="true">
      {initialsOf(name).slice(0, 1)}
    </span>
  );
}
