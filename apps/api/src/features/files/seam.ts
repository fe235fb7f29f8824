// What other features use of files: the storage an upload goes to, the encoding of a picture into its sizes, and
// the queue that makes pictures one at a time (share cards). Other features import files only from here.

export { ImageQueue } from './image-queue.ts';
export { encodeVariants, inspectImage } from './images.ts';
export { type FileStorage, putVariants } from './storage.ts';
