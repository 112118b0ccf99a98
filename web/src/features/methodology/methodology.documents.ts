import { graphql } from '../../gql';

/** The /methodology page: the engine's model and the latest evaluation of each labelled set (public). */
export const MethodologyQuery = graphql(`
  query MethodologyPage {
    methodology {
      model {
        ...MethodologyModelFields
      }
      evaluations {
        ...EvaluationFields
      }
    }
  }
`);
