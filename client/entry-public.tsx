import '../theme/styles/index.css';
import { hydratePage } from './hydrate.tsx';
import { PublicPageRoot } from './PublicPageRoot.tsx';

// The entry of public sites: no gate, so no sign-in code is bundled or loaded.
hydratePage(PublicPageRoot);
