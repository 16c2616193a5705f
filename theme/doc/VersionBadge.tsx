import type { ReactElement } from 'react';

export function VersionBadge({ label }: { label: string }): ReactElement {
  return <span className="badge version-badge">Version: {label}</span>;
}
