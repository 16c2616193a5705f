/** Strict XML parsing for SAML documents: any error (not a warning) means the document is refused. */
import { DOMParser } from '@xmldom/xmldom';

export function parseXml(xml: string): Document | undefined {
  let failed = false;
  const fail = () => {
    failed = true;
  };
  try {
    const document = new DOMParser({ errorHandler: { error: fail, fatalError: fail } }).parseFromString(
      xml,
      'text/xml',
    );
    return failed || !document.documentElement ? undefined : document;
  } catch {
    return undefined;
  }
}
