import { graphql } from '../../gql';

export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id
    email
    name
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      refreshToken
      user {
        ...UserFields
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($email: String!, $password: String!, $name: String, $clientMutationId: String) {
    register(email: $email, password: $password, name: $name, clientMutationId: $clientMutationId) {
      accessToken
      refreshToken
      user {
        ...UserFields
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout($refreshToken: String) {
    logout(refreshToken: $refreshToken)
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`);

export const MailStatusQuery = graphql(`
  query MailStatus {
    mailStatus {
      enabled
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

export const SetMyLanguageMutation = graphql(`
  mutation SetMyLanguage($locale: Locale!) {
    setMyLanguage(locale: $locale)
  }
`);
