/**
 * The organisation switcher: the organisations the signed-in reader belongs to (from `/me`), the token's
 * selected. Choosing another switches the session to a token for it. Nothing shows for a reader of one
 * organisation.
 */
import { useEffect, useId, useState, type ReactElement } from 'react';
import type { Organization } from '../../core/identity/person.ts';
import type { User } from '../identity/user.ts';
import { useSession, useText } from './context.tsx';

/** Every organisation once, those under another after it. */
function flatten(organizations: readonly Organization[]): Organization[] {
  const seen = new Map<string, Organization>();
  const visit = (org: Organization) => {
    if (!seen.has(org.id)) seen.set(org.id, org);
    org.managed_organizations.forEach(visit);
  };
  organizations.forEach(visit);
  return [...seen.values()];
}

export function OrganizationSwitcher(props: { onSwitched?(user: User): void }): ReactElement | null {
  const text = useText();
  const { user, session } = useSession();
  const [organizations, setOrganizations] = useState<Organization[]>([]);
  const [switching, setSwitching] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!user) return;
    let live = true;
    user
      .me()
      .then((me) => live && setOrganizations(flatten(me.organizations)))
      .catch((error: unknown) => console.warn('Could not list the organisations.', error));
    return () => {
      live = false;
    };
  }, [user]);

  if (!user || organizations.length < 2) return null;
  const onChange = async (oid: string) => {
    setSwitching(true);
    try {
      props.onSwitched?.(await session.switchOrganization(oid));
    } catch (error) {
      console.warn('Could not switch organisation.', error);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <div className="sid-organization-switcher">
      <label htmlFor={id}>{text('org.switcher.label')}</label>
      <select
        id={id}
        value={user.oid}
        disabled={switching}
        onChange={(event) => void onChange(event.target.value)}
      >
        {organizations.map((org) => (
          <option key={org.id} value={org.id}>
            {org.org_name}
          </option>
        ))}
      </select>
    </div>
  );
}
