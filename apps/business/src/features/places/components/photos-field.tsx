import { PLACE_PHOTO_LIMIT } from '@mesto/domain';
import { PhotoListEditor } from '@mesto/ui';
import { useImageUpload, useStoredFiles } from '../../../lib/catalogue/files.ts';
import { placeMessages } from '../messages.ts';

const text = placeMessages.photos;

/**
 * The place's gallery in order, the first being its cover: several photos uploaded at once, reordered by dragging or
 * from the keyboard, removed, one made the cover. The API keeps at most PLACE_PHOTO_LIMIT.
 */
export function PhotosField({
  value,
  onChange,
  onAdd,
  disabled = false,
}: {
  value: readonly string[];
  onChange: (photoFileIds: string[]) => void;
  /** A photo has finished uploading: add it to the current list (it may have changed while the upload ran). */
  onAdd: (photoFileId: string) => void;
  disabled?: boolean;
}) {
  const upload = useImageUpload();
  const files = useStoredFiles(value);
  return (
    <PhotoListEditor
      value={value}
      onChange={onChange}
      onAdd={onAdd}
      upload={upload}
      files={files.data}
      limit={PLACE_PHOTO_LIMIT}
      cover
      photoLabel={text.photo}
      label={text.list}
      disabled={disabled}
    />
  );
}
