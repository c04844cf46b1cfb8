import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/** A self-signed IdP signing key and certificate, made by the machine's openssl. */
export function createIdpKeyPair(): { privateKey: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-saml-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=idp', '-days', '1'].concat([
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return {
      privateKey: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the IdP reads from our HTTP-Redirect AuthnRequest. */
export function readAuthnRequest(location: string) {
  const url = new URL(location);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
  const attribute = (name: string) => xml.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  return {
    xml,
    id: attribute('ID')!,
    acsUrl: attribute('AssertionConsumerServiceURL')!,
    spEntityId: xml.match(/<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/)?.[1],
    relayState: url.searchParams.get('RelayState')!,
  };
}

export type AssertionInput = {
  requestId: string;
  acsUrl: string;
  audience: string;
  nameId: string;
  email: string;
  name: string;
  /** Seconds from now until the assertion expires; negative for an expired one. */
  validForSeconds?: number;
  /** Seconds from now until the Conditions' NotOnOrAfter, when it differs from the rest. */
  conditionsValidForSeconds?: number;
};

const iso = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000).toISOString();
const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const IDP_ENTITY_ID = 'https://idp.example/metadata';

/** A SAML 2.0 Response with one assertion, signed (enveloped, exc-c14n, rsa-sha256) by the IdP key. */
export function signedSamlResponse(
  input: AssertionInput,
  key: { privateKey: string; cert: string },
  tamper: (signedXml: string) => string = (xml) => xml,
): string {
  const validFor = input.validForSeconds ?? 300;
  const issuedAt = validFor > 0 ? iso(0) : iso(validFor - 300);
  const notBefore = validFor > 0 ? iso(-30) : iso(validFor - 330);
  const notOnOrAfter = iso(validFor);
  const conditionsNotOnOrAfter = iso(input.conditionsValidForSeconds ?? validFor);
  const assertionId = `_a${randomBytes(16).toString('hex')}`;
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${issuedAt}"><saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escapeXml(input.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${input.requestId}" NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(input.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${conditionsNotOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(input.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${issuedAt}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${escapeXml(input.email)}</saml:AttributeValue></saml:Attribute><saml:Attribute Name="displayName"><saml:AttributeValue>${escapeXml(input.name)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion>`;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${issuedAt}" Destination="${escapeXml(input.acsUrl)}" InResponseTo="${input.requestId}"><saml:Issuer>${IDP_ENTITY_ID}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;

  const signature = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signature.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signature.computeSignature(response, {
    prefix: 'ds',
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return Buffer.from(tamper(signature.getSignedXml()), 'utf8').toString('base64');
}
