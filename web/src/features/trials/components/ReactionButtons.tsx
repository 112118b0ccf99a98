import { useFragment } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialReactionFieldsFragment } from '../../../gql/graphql';
import { Icon } from '../../../ui';
import { useAuth } from '../../auth/AuthProvider';
import { useReaction } from '../hooks/useReaction';
import type { ReactionKind } from '../trials.reactions';

export const TrialReactionFields = graphql(`
  fragment TrialReactionFields on Trial {
    nctId
    likes
    dislikes
    viewerReaction {
      liked
      disliked
    }
  }
`);

/**
 * Like and dislike toggles with counts, read from the cached trial (so optimistic and live changes
 * show at once). Signed-out visitors are sent to /login.
 */
export function ReactionButtons({ trial, size = 'sm' }: { trial: TrialReactionFieldsFragment; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('trials');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const cached = useFragment({ fragment: TrialReactionFields, from: trial });
  const current = cached.complete ? cached.data : trial;
  const { react, pending } = useReaction(current);

  const click = (kind: ReactionKind) => {
    if (pending) return;
    if (!user) {
      void navigate('/login', { state: { from: location } });
      return;
    }
    void react(kind);
  };

  const { liked, disliked } = current.viewerReaction;
  const buttons = [
    {
      kind: 'LIKE' as const,
      key: 'like',
      on: liked,
      count: current.likes,
      icon: 'thumbUp' as const,
      title: !user ? t('reactions.loginToLike') : liked ? t('reactions.unlike') : t('reactions.like'),
    },
    {
      kind: 'DISLIKE' as const,
      key: 'dislike',
      on: disliked,
      count: current.dislikes,
      icon: 'thumbDown' as const,
      title: !user ? t('reactions.loginToDislike') : disliked ? t('reactions.undislike') : t('reactions.dislike'),
    },
  ];
  return (
    <div className="row reaction-buttons" role="group" aria-label={t('reactions.group')}>
      {buttons.map((b) => (
        <button
          key={b.key}
          type="button"
          className={`btn btn-secondary btn-${size} reaction-${b.key} ${b.on ? `reaction-on-${b.key}` : ''}`}
          aria-pressed={b.on}
          title={b.title}
          // aria-disabled, not disabled: a disabled button drops the keyboard focus to <body> while the toggle runs.
          aria-disabled={pending || undefined}
          onClick={() => click(b.kind)}
          data-testid={`${b.key}-button`}
        >
          <Icon name={b.icon} />
          {/* The accessible name is the action then the visible count ("Liker 8"), so it contains what is seen. */}
          <span className="sr-only">{b.title}</span>
          <span data-testid={`${b.key}-count`}>{b.count}</span>
        </button>
      ))}
    </div>
  );
}
