/** SPEC 7: the stock-taking list pages by 50 checks. */
export const CHECK_PAGE_SIZE = 50;
