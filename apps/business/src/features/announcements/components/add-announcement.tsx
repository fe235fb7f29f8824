import { EditorForm, type FieldErrors, FormField, useEditorForm } from '@mesto/app-shell';
import { ANNOUNCEMENT_SOURCE_RULE, ANNOUNCEMENT_TEXT_RULE, validateText } from '@mesto/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Textarea,
  toast,
} from '@mesto/ui';
import { useState } from 'react';
import { useSaveAnnouncement } from '../api/save-announcement.ts';
import type { Announcement } from '../api/types.ts';
import { announcementMessages } from '../messages.ts';

const text = announcementMessages.add;

type AddValues = { source: string; sourceUrl: string; rawText: string };

const blank: AddValues = { source: '', sourceUrl: '', rawText: '' };

function checkAdd(values: AddValues): FieldErrors {
  const errors: FieldErrors = {};
  const source = validateText(values.source, ANNOUNCEMENT_SOURCE_RULE);
  if (!source.ok) errors.source = source.error.message;
  const rawText = validateText(values.rawText, ANNOUNCEMENT_TEXT_RULE);
  if (!rawText.ok) errors.rawText = rawText.error.message;
  return errors;
}

function AddForm({ onAdded, onCancel }: { onAdded: (announcement: Announcement) => void; onCancel: () => void }) {
  const save = useSaveAnnouncement();
  const form = useEditorForm<AddValues, Announcement>({
    initial: blank,
    validate: checkAdd,
    save: async (values) => {
      const saved = await save.mutateAsync({
        body: {
          source: values.source.trim(),
          sourceUrl: values.sourceUrl.trim() === '' ? null : values.sourceUrl.trim(),
          rawText: values.rawText.trim(),
          // The manager who pasted it has it in hand: it is theirs first in the stream (for the claim's time).
          status: 'IN_WORK',
        },
      });
      toast({ severity: 'success', description: text.added });
      return saved;
    },
    afterSave: (saved) => {
      onAdded(saved);
      return blank;
    },
  });
  return (
    <EditorForm
      form={form}
      label={text.title}
      submitLabel={text.submit}
      fieldLabels={{ source: text.source, sourceUrl: text.sourceUrl, rawText: text.text }}
      actions={
        <Button variant="ghost" onClick={onCancel}>
          {text.cancel}
        </Button>
      }
    >
      <FormField form={form} name="source" label={text.source} hint={text.sourceHint} required>
        <Input {...form.bind('source')} placeholder={text.sourcePlaceholder} autoComplete="off" />
      </FormField>
      <FormField form={form} name="sourceUrl" label={text.sourceUrl}>
        <Input {...form.bind('sourceUrl')} type="url" inputMode="url" autoComplete="off" />
      </FormField>
      <FormField form={form} name="rawText" label={text.text} required>
        <Textarea {...form.bind('rawText')} rows={8} placeholder={text.textPlaceholder} />
      </FormField>
    </EditorForm>
  );
}

/**
 * «Добавить анонс»: a post pasted by hand joins the stream like those that come from the sources (and, added by
 * the manager, is theirs to take first).
 */
export function AddAnnouncement({ onAdded }: { onAdded?: (announcement: Announcement) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>{text.open}</Button>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <AddForm
          onAdded={(announcement) => {
            setOpen(false);
            onAdded?.(announcement);
          }}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
