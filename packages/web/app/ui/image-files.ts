/** SPEC §5: the photo input accepts only files whose type matches image. */
export const isImageType = (type: string) => /^image\/[\w.+-]+$/i.test(type);

export const isImageFile = (file: Pick<File, 'type'>) => isImageType(file.type);

export const isGifType = (type: string) => /^image\/gif$/i.test(type);
