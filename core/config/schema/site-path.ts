import { z } from 'zod';

/** A path of the site's routes (`'/docs/overview'`, `'/img/logo.svg'`). */
export const sitePath = z.string().startsWith('/', 'must be a site path starting with "/"');
