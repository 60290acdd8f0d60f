/**
 * What search engines may do: `/robots.txt` lets them see every page (a crawler must fetch a page
 * to read its `X-Robots-Tag`, which pageAnswer.ts sets) and keeps them off the API's own routes.
 */
export const robotsTxt = [
  'User-agent: *',
  'Disallow: /graphql',
  'Disallow: /uploads',
  'Disallow: /files/',
  'Disallow: /api/',
  '',
].join('\n');
