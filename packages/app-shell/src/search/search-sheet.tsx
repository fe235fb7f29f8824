import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@mesto/ui';
import { searchMessages as text } from './messages.ts';
import { SearchField, type SearchFieldProps } from './search-field.tsx';

/**
 * The phone's search: a sheet over the whole screen, so the results have room; the field takes focus at once.
 * Loaded lazily by `HeaderSearch`.
 */
export default function SearchSheet({
  open,
  onOpenChange,
  links,
  onSubmit,
}: Pick<SearchFieldProps, 'links' | 'onSubmit'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="inset-0 h-dvh max-h-dvh rounded-none sm:h-auto sm:max-h-[90dvh] sm:rounded-card">
        <DialogHeader>
          <DialogTitle>{text.sheetTitle}</DialogTitle>
          <DialogDescription className="sr-only">{text.sheetDescription}</DialogDescription>
        </DialogHeader>
        <SearchField links={links} onSubmit={onSubmit} onDone={() => onOpenChange(false)} autoFocus />
      </DialogContent>
    </Dialog>
  );
}
