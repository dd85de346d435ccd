import { isAcceptableFormat, isFileSizeAllowed, SNIFF_BYTES, sniffDocumentType } from '@ferry/rules';
import { useId, useRef, useState } from 'react';
import { messageForError } from '../../api/error-messages.js';
import { activeLocale } from '../../i18n/format.js';
import { t } from '../../i18n/i18n.js';
import { uploadDocument } from '../../api/kyc/upload-document.js';
import { Button } from '../../ui/button.js';
import styles from '../forms.module.css';
import { errorIdOf, FieldFrame } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';

const LABELS: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/heic': 'HEIC' };

/** 'PDF', 'PDF or PNG', 'PDF, PNG or JPEG' ('PDF, PNG oder JPEG'). */
function listed(names: string[]): string {
  return new Intl.ListFormat(activeLocale(), { type: 'disjunction' }).format(names);
}

/** Reads the first bytes of a file, to type it by content as the server does. */
async function headOf(file: File): Promise<Uint8Array> {
  const slice = file.slice(0, SNIFF_BYTES);
  const buffer = typeof slice.arrayBuffer === 'function' ? await slice.arrayBuffer() : await new Response(slice).arrayBuffer();
  return new Uint8Array(buffer);
}

/**
 * A document: restricted to the field's types, at most 5 MB, checked here first and by the
 * server again; its value is the uploaded document's id.
 */
export function DocumentField({ field, value, error, onChange, onBlur }: FieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const formats = listed(field.acceptableFormats.map((format) => LABELS[format.type] ?? format.type));
  const shown = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!isFileSizeAllowed(file.size)) {
      setProblem(file.size === 0 ? t('forms.upload.empty') : t('forms.upload.tooLarge'));
      return;
    }
    if (!isAcceptableFormat(sniffDocumentType(await headOf(file)), field.acceptableFormats)) {
      setProblem(t('forms.upload.wrongType', { formats }));
      return;
    }
    setIsUploading(true);
    try {
      const uploaded = await uploadDocument({ docId: field.id, file });
      setFileName(uploaded.originalFileName);
      onChange(uploaded.documentId);
    } catch (failure) {
      setProblem(messageForError(failure));
    } finally {
      setIsUploading(false);
      onBlur();
    }
  };

  return (
    <FieldFrame field={field} inputId={id} error={shown}>
      <div className={styles.upload}>
        <span className={styles.uploadName}>{fileName ?? (textOf(value) ? t('forms.upload.uploaded') : t('forms.upload.hint', { formats }))}</span>
        <Button size="sm" variant="outlined" isLoading={isUploading} disabled={field.disabled} onClick={() => input.current?.click()}>
          {textOf(value) ? t('forms.upload.replace') : t('forms.upload.upload')}
        </Button>
        <input
          ref={input}
          id={id}
          type="file"
          hidden
          accept={field.acceptableFormats.map((format) => format.type).join(',')}
          aria-label={field.name}
          aria-describedby={shown ? errorIdOf(id) : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </FieldFrame>
  );
}
