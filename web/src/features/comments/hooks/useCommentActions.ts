import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { newClientMutationId, useRetryKey } from '../../../lib/idempotency';
import { errorMessage } from '../../auth/errors';
import type { CommentActions } from '../components/CommentItem';

const CreateComment = graphql(`
  mutation CreateComment($nctId: String!, $content: String!, $clientMutationId: String) {
    createComment(nctId: $nctId, content: $content, clientMutationId: $clientMutationId) {
      ...CommentFields
    }
  }
`);
const UpdateComment = graphql(`
  mutation UpdateComment($id: ID!, $content: String!) {
    updateComment(id: $id, content: $content) {
      ...CommentFields
    }
  }
`);
const DeleteComment = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      id
    }
  }
`);
const ToggleCommentLike = graphql(`
  mutation ToggleCommentLike($id: ID!, $clientMutationId: String) {
    toggleCommentLike(id: $id, clientMutationId: $clientMutationId) {
      liked
      likes
      comment {
        ...CommentFields
      }
    }
  }
`);

/**
 * Post, edit, delete and like a trial's comments. Each call clears the last error, then reloads the list
 * (`reload`) on success or keeps the error in words (`error`) and rethrows it, so the form keeps its text.
 */
export function useCommentActions(nctId: string, reload: () => Promise<unknown>) {
  const { t } = useTranslation('comments');
  const [error, setError] = useState<string | null>(null);
  const [create] = useMutation(CreateComment);
  const [update] = useMutation(UpdateComment);
  const [remove] = useMutation(DeleteComment);
  const [toggleLike] = useMutation(ToggleCommentLike);
  // Re-posting the same text after a failure retries the same post (no duplicate comment).
  const createKey = useRetryKey();

  const guard = useCallback(
    async (fn: () => Promise<unknown>) => {
      setError(null);
      try {
        await fn();
        await reload();
      } catch (err) {
        setError(errorMessage(err, t));
        throw err;
      }
    },
    [reload, t],
  );

  const actions: CommentActions = {
    onSave: (id, content) => guard(() => update({ variables: { id, content } })),
    onDelete: (id) => guard(() => remove({ variables: { id } })),
    onLike: (id) => guard(() => toggleLike({ variables: { id, clientMutationId: newClientMutationId() } })),
  };
  const post = (content: string) =>
    guard(() => create({ variables: { nctId, content, clientMutationId: createKey.keyFor({ nctId, content }) } }).then(createKey.done));

  return { error, dismissError: () => setError(null), actions, post };
}
