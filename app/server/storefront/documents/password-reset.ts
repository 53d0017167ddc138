import { graphql } from '../graphql';
import { CustomerUserErrorFragment } from './fragments';

/** Forgotten password: the API emails the customer a reset link (the local engine keeps it in `engine.sent_emails`). */
export const CustomerRecoverMutation = graphql(
  `
    mutation CustomerRecover($email: String!) {
      customerRecover(email: $email) {
        customerUserErrors {
          ...CustomerUserError
        }
      }
    }
  `,
  [CustomerUserErrorFragment],
);

/** The link's new password: the customer is signed in at once with the token it returns. */
export const CustomerResetByUrlMutation = graphql(
  `
    mutation CustomerResetByUrl($resetUrl: URL!, $password: String!) {
      customerResetByUrl(resetUrl: $resetUrl, password: $password) {
        customerAccessToken {
          accessToken
          expiresAt
        }
        customer {
          firstName
          lastName
          email
        }
        customerUserErrors {
          ...CustomerUserError
        }
      }
    }
  `,
  [CustomerUserErrorFragment],
);
