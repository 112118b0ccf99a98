import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';

/** The counter shows the length out of 5000; nothing caps the input (the limit is only displayed). */
export const COMMENT_MAX = 5000;

/** Publish is disabled when the text is empty after trimming or while sending. Clears itself on success. */
export function CommentForm({ onSubmit }: { onSubmit: (content: string) => Promise<void> }) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const empty = text.trim().length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (empty || sending) return;
    setSending(true);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch {
      /* the panel shows the error; the text is kept */
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="stack comment-form" onSubmit={submit}>
      <label htmlFor={id} className="label">
        {t('form.label')}
      </label>
      <textarea
        id={id}
        className="input"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('form.placeholder')}
        rows={3}
        aria-describedby={`${id}-counter`}
        data-testid="comment-input"
      />
      <div className="spread">
        <span id={`${id}-counter`} className={`small ${text.length > COMMENT_MAX ? 'tone-red' : 'muted'}`} data-testid="comment-counter">
          {t('form.counter', { count: text.length, max: COMMENT_MAX })}
        </span>
        <Button type="submit" disabled={empty || sending} loading={sending} data-testid="comment-submit">
          {sending ? t('form.sending') : t('form.publish')}
        </Button>
      </div>
    </form>
  );
}
