/** The query parameters that carry a user in a page URL (protocol.md §4.7): a challenge list, or a pack's id. */
export const CHALLENGES_PARAM = 'challenges';
export const PACK_PARAM = 'sidcp';
