/** How text messages leave the service: one interface, a dev outbox and a generic HTTPS webhook. */

export interface OutgoingSms {
  /** E.164, already checked (`checkPhoneNumber`). */
  to: string;
  text: string;
}

export interface SmsSender {
  readonly name: 'dev' | 'webhook';
  /** Resolves once the provider accepted the message; throws `SmsDeliveryError` otherwise. */
  send(message: OutgoingSms): Promise<void>;
}

/** The provider did not take the message. `permanent` (a 4xx from the provider): the number is the problem. */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type SmsOptions =
  | {
      kind: 'webhook';
      /** `SMS_WEBHOOK_URL`: receives `POST {to, text}` as JSON. */
      url: string;
      /** `SMS_WEBHOOK_TOKEN`: sent as `Authorization: Bearer …` when set. */
      token?: string;
      timeoutMs?: number;
    }
  | {
      kind: 'dev';
      /** Where each message is printed, as one text; default stderr (never the request log on stdout). */
      print?: (text: string) => void;
    };
