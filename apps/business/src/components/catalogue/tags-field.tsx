import { PLACE_TAG_LABELS, PLACE_TAGS, type PlaceTag } from '@mesto/domain';
import { ToggleTag } from '@mesto/ui';

/** The tags of a place or an event (bar, outdoors, music) as chips to switch on and off, in the domain's order. */
export function TagsField({
  value,
  onChange,
  disabled = false,
}: {
  value: readonly PlaceTag[];
  onChange: (tags: PlaceTag[]) => void;
  disabled?: boolean;
}) {
  const chosen = new Set(value);
  return (
    <div className="flex flex-wrap gap-2">
      {PLACE_TAGS.map((tag) => (
        <ToggleTag
          key={tag}
          selected={chosen.has(tag)}
          disabled={disabled}
          onClick={() => {
            const next = new Set(chosen);
            if (next.has(tag)) next.delete(tag);
            else next.add(tag);
            onChange(PLACE_TAGS.filter((candidate) => next.has(candidate)));
          }}
        >
          {PLACE_TAG_LABELS[tag]}
        </ToggleTag>
      ))}
    </div>
  );
}
