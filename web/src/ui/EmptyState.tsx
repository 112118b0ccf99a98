import type { ReactNode } from 'react';

/** An empty or missing-content state; `titleAs="h1"` when it is the whole page (the 404), so the page keeps its h1. */
export function EmptyState({
  title,
  hint,
  action,
  icon = '∅',
  titleAs: Title = 'p',
}: {
  title: ReactNode;
  hint?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  titleAs?: 'p' | 'h1';
}) {
  return (
    <div className="empty-state" role="status">
      <div className="empty-icon" aria-hidden="true">
        {icon}
      </div>
      <Title className="empty-title">{title}</Title>
      {hint ? <p className="empty-hint">{hint}</p> : null}
      {action ? <div className="empty-action">{action}</div> : null}
    </div>
  );
}
