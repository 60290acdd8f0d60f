/** The brand list as the web client asks for it (figure 4 and the k6 scenario send the same text). */
export const BRAND_LIST_QUERY =
  '{ brands(first: 50) { totalCount edges { node { id name slug currentPlan userRole updatedAt } } } }';

export const CREATE_BRAND_MUTATION =
  'mutation CreateBrand($name: String!) { createBrand(input: { name: $name }) { brand { id slug } } }';
