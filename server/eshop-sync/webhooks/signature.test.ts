import { describe, expect, it } from 'vitest';
import { isWebhookSignatureValid, webhookSignature } from './signature';

// The test vector of Shoptet's PHP SDK (tests/Unit/Webhook/SignatureValidatorTest.php, SHOPTET.md §7).
const KEY = '61d1175f54c47dd67df14c17002a17b2';
const BODY =
  '{"eshopId":315185,"event":"addon:uninstall","eventCreated":"2019-09-23T22:01:36+0200","eventInstance":"315185"}';
const SIGNATURE = 'a0e0a3e7689bd4c80e4d6ffcccb05235b864e1d0';

describe('Shoptet webhook signature', () => {
  it("matches the SDK's test vector", () => {
    expect(webhookSignature(KEY, BODY)).toBe(SIGNATURE);
    expect(isWebhookSignatureValid(KEY, BODY, SIGNATURE)).toBe(true);
  });

  it('refuses a missing, malformed or foreign signature and a body changed by one byte', () => {
    expect(isWebhookSignatureValid(KEY, BODY, undefined)).toBe(false);
    expect(isWebhookSignatureValid(KEY, BODY, 'abc')).toBe(false);
    expect(isWebhookSignatureValid('another-key', BODY, SIGNATURE)).toBe(false);
    expect(isWebhookSignatureValid(KEY, BODY.replace('315185,', '315186,'), SIGNATURE)).toBe(false);
  });
});
