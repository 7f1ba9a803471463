import { THIRD_PARTY_FAILURE_MESSAGE } from '@threshold/domain/messages/third-party';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AddressProvider } from '../../providers/addresses/address-provider';
import type { EnrolmentRow } from '../../auth/caller';
import { findAuthorityContact, type AuthorityContactRow } from './authority-contacts.repo';
import type { AuthorityKind } from './authority-notifications.repo';

/** A council or water board identified for the new home, with how it is told and shown. */
export type IdentifiedAuthority = {
  kind: AuthorityKind;
  code: string;
  name: string;
  /** The catalogue's contact, else the configured fallback address. */
  emailAddress: string;
  logoUrl: string | null;
  /** The card's "Complete registration" link: the catalogue's, else the authority's website. */
  registrationUrl: string | null;
};

export type IdentifiedAuthorities = Partial<Record<AuthorityKind, IdentifiedAuthority>>;

/**
 * The council and water board of an enrolment's address, from the address data (a typed-in
 * address has no key, so none can be identified), completed from the contact catalogue.
 */
export async function identifyAuthorities(
  db: DbOrTx,
  deps: {
    addressProvider: AddressProvider;
    fallbackEmail: string;
    /** The catalogue's row from a copy known to be current; read from `db` when not given. */
    contactOf?: (kind: AuthorityKind, code: string) => AuthorityContactRow | undefined;
  },
  row: Pick<EnrolmentRow, 'addressKey'>,
): Promise<IdentifiedAuthorities> {
  const addressKey = row.addressKey;
  if (!addressKey) return {};
  const { addressProvider } = deps;
  // The outside address data failed or was slow: the spec's third-party message, nothing written.
  const [council, water] = await (async () => {
    try {
      const record = await addressProvider.findByKey(addressKey);
      if (!record) return [undefined, undefined];
      return Promise.all([
        addressProvider.findCouncil(record),
        addressProvider.findWaterBoard(record),
      ]);
    } catch (error) {
      throw new AppError('THIRD_PARTY_FAILURE', THIRD_PARTY_FAILURE_MESSAGE, {
        status: 502,
        cause: error,
      });
    }
  })();
  const found: IdentifiedAuthorities = {};
  for (const [kind, authority] of [
    ['council', council],
    ['water', water],
  ] as const) {
    if (!authority) continue;
    const contact = deps.contactOf
      ? deps.contactOf(kind, authority.code)
      : await findAuthorityContact(db, kind, authority.code);
    found[kind] = {
      kind,
      code: authority.code,
      name: authority.name,
      emailAddress: contact?.emailAddress ?? deps.fallbackEmail,
      logoUrl: contact?.logoUrl ?? null,
      registrationUrl: contact?.registrationUrl ?? authority.website,
    };
  }
  return found;
}

/** One line, as the authority reads it: 'Flat 2, 4 Park Row, Headingley, Leeds, LS1 4AP'. */
export function addressSummaryOf(
  row: Pick<
    EnrolmentRow,
    'houseName' | 'houseNumber' | 'addressLine1' | 'addressLine2' | 'town' | 'postcode'
  >,
): string {
  const street = [row.houseNumber, row.addressLine1].filter(Boolean).join(' ');
  return [row.houseName, street, row.addressLine2, row.town, row.postcode]
    .filter(Boolean)
    .join(', ');
}
