import type { SiteConfig } from '../../core/config/schema.ts';
import type { DocVersion, SidebarItem } from '../../core/site/model.ts';
import type { TranslationFile } from './translation-json.ts';

/**
 * The messages a translator fills in, with Docusaurus' keys and descriptions (those of its `write-translations`):
 * a version's label and its sidebars' labels, the navbar's and the footer's.
 */

export function versionMessages(version: DocVersion): TranslationFile {
  const messages: TranslationFile = {
    'version.label': { message: version.label, description: `The label for version ${version.name}` },
  };
  for (const [name, items] of Object.entries(version.sidebars)) sidebarMessages(items, name, messages);
  return messages;
}

function sidebarMessages(items: readonly SidebarItem[], sidebar: string, messages: TranslationFile): void {
  for (const item of items) {
    if (item.type === 'category') {
      const key = `sidebar.${sidebar}.category.${item.label}`;
      messages[key] = {
        message: item.label,
        description: `The label for category ${item.label} in sidebar ${sidebar}`,
      };
      if (item.link?.type === 'generated-index') {
        messages[`${key}.link.generated-index.title`] = {
          message: item.link.title,
          description: `The generated-index page title for category ${item.label} in sidebar ${sidebar}`,
        };
        if (item.link.description)
          messages[`${key}.link.generated-index.description`] = {
            message: item.link.description,
            description: `The generated-index page description for category ${item.label} in sidebar ${sidebar}`,
          };
      }
      sidebarMessages(item.items, sidebar, messages);
    } else if (item.type === 'link') {
      messages[`sidebar.${sidebar}.link.${item.label}`] = {
        message: item.label,
        description: `The label for link ${item.label} in sidebar ${sidebar}, linking to ${item.href}`,
      };
    } else if (item.type === 'doc' && item.label) {
      messages[`sidebar.${sidebar}.doc.${item.label}`] = {
        message: item.label,
        description: `The label for the doc item ${item.label} in sidebar ${sidebar}, linking to the doc ${item.id}`,
      };
    }
  }
}

export function navbarMessages(navbar: SiteConfig['navbar']): TranslationFile {
  const messages: TranslationFile = {
    title: { message: navbar.title, description: 'The title in the navbar' },
  };
  if (navbar.logo)
    messages['logo.alt'] = { message: navbar.logo.alt, description: 'The alt text of navbar logo' };
  const label = (text: string) => {
    messages[`item.label.${text}`] = { message: text, description: `Navbar item with label ${text}` };
  };
  for (const item of navbar.items) {
    if (item.type === 'default') label(item.label);
    if (item.type === 'dropdown') {
      label(item.label);
      for (const entry of item.items) label(entry.label);
    }
  }
  return messages;
}

export function footerMessages(footer: SiteConfig['footer']): TranslationFile {
  const messages: TranslationFile = {};
  for (const link of footer.links)
    messages[`link.item.label.${link.label}`] = {
      message: link.label,
      description: `The label of footer link with label=${link.label} linking to ${link.href}`,
    };
  messages.copyright = { message: footer.copyright, description: 'The footer copyright' };
  return messages;
}
