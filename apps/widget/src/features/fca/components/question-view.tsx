import { useId } from 'react';
import { BackIcon, ChevronRightIcon } from '../../../ui/icons.js';
import { t } from '../../../i18n/i18n.js';
import styles from '../fca.module.css';
import { Page } from '../../../ui/page.js';

export interface QuestionOption {
  id: string;
  label: string;
}

export interface QuestionViewProps {
  progressText?: string;
  question: string;
  options: readonly QuestionOption[];
  selected: string | undefined;
  onSelect: (optionId: string) => void;
  onPrevious: () => void;
  /** Omitted on a last question, whose way on is the footer's. */
  onNext?: () => void;
}

/** One question per page: its answers as radios, previous and next arrows (spec 001 section 2). */
export function QuestionView({ progressText, question, options, selected, onSelect, onPrevious, onNext }: QuestionViewProps) {
  const questionId = useId();
  return (
    <Page>
      {progressText && <p className={styles.progressText}>{progressText}</p>}
      <h2 id={questionId} className={styles.question}>
        {question}
      </h2>
      <div role="radiogroup" aria-labelledby={questionId} className={styles.options}>
        {options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input type="radio" name={questionId} value={option.id} checked={selected === option.id} onChange={() => onSelect(option.id)} />
            {option.label}
          </label>
        ))}
      </div>
      <div className={styles.arrows}>
        <button type="button" className={styles.arrow} aria-label={t('fca.question.previous')} onClick={onPrevious}>
          <BackIcon />
        </button>
        {onNext && (
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('fca.question.next')}
            disabled={selected === undefined}
            onClick={onNext}
          >
            <ChevronRightIcon />
          </button>
        )}
      </div>
    </Page>
  );
}
