import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrialCardFieldsFragment } from '../../../gql/graphql';
import { Card } from '../../../ui';
import { favoriteLists } from '../../favorites/favorites.state';
import { useRefetchAfterReaction } from '../../favorites/hooks/useRefetchAfterReaction';
import { TrialCard } from '../../trials/components/TrialCard';

const LIKED_PREVIEW = 6;

/**
 * The signed-in user's liked trials (first six). Unliked (or disliked) from here, a card goes at once
 * (the cached trial changed) and the list is refetched ~300 ms later.
 */
export function LikedPreview({ trials, refetch }: { trials: TrialCardFieldsFragment[]; refetch: () => unknown }) {
  const { t } = useTranslation('dashboard');
  const { liked, changed } = favoriteLists(trials, []);
  useRefetchAfterReaction(changed, refetch);
  return (
    <Card title={t('liked.title')} actions={<Link to="/favorites">{t('liked.all')}</Link>}>
      <div className="grid grid-3">
        {liked.slice(0, LIKED_PREVIEW).map((trial) => (
          <TrialCard key={trial.nctId} trial={trial} />
        ))}
      </div>
    </Card>
  );
}

/** Shown to signed-out visitors instead of the liked preview. */
export function LoginPrompt() {
  const { t } = useTranslation('dashboard');
  return (
    <Card className="login-prompt" title={t('loginPrompt.title')}>
      <p>{t('loginPrompt.text')}</p>
      <Link to="/login" className="btn btn-primary btn-md">
        {t('loginPrompt.action')}
      </Link>
    </Card>
  );
}
