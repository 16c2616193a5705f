/** Identity API types, messages and helpers shared by the server and the browser client. No Node, no DOM. */
export * from './envelope.ts';
export * from './handles.ts';
export * from './challenges.ts';
export * from './errors.ts';
export * from './tokens.ts';
export * from './person.ts';
export * from './flow-context.ts';
export * from './sdk-messages.ts';
export * from './email.ts';
export * from './phone.ts';
export * from './link-params.ts';
export * from './consent.ts';
export * from './sso-refusals.ts';
