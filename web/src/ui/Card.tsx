import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  actions?: ReactNode;
  as?: 'section' | 'article' | 'div';
}

export function Card({ title, actions, as: Tag = 'section', className = '', children, ...rest }: CardProps) {
  return (
    <Tag className={`card ${className}`.trim()} {...rest}>
      {title || actions ? (
        <header className="card-header">
          {title ? <h2 className="card-title">{title}</h2> : <span />}
          {actions ? <div className="card-actions">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </Tag>
  );
}
