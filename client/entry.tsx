import '../theme/styles/index.css';
import { hydratePage } from './hydrate.tsx';
import { PageRoot } from './PageRoot.tsx';

// The entry of sites with sign-in: the pages behind the client gate.
hydratePage(PageRoot);
