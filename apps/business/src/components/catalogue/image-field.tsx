import { ImageUpload } from '@mesto/ui';
import { useImageUpload, useStoredFiles, variantUrl } from '../../lib/catalogue/files.ts';

/** One image of an item (a logo, a cover): the saved one shown, a new one uploaded with progress, or removed. */
export function ImageField({
  fileId,
  onChange,
  label,
  disabled = false,
}: {
  fileId: string | null;
  onChange: (fileId: string | null) => void;
  label: string;
  disabled?: boolean;
}) {
  const upload = useImageUpload();
  const files = useStoredFiles(fileId === null ? [] : [fileId]);
  const file = fileId === null ? undefined : files.data?.get(fileId);
  return (
    <ImageUpload
      upload={upload}
      value={file === undefined ? null : variantUrl(file, 640)}
      onUploaded={(stored) => onChange(stored.id)}
      onRemove={() => onChange(null)}
      disabled={disabled}
      aria-label={label}
    />
  );
}
