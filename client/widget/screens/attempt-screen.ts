import type { LoginConfig } from '../machines/flow.ts';

/** What a screen of a running sign-in attempt gets: the attempt, and a way to start it again. */
export interface AttemptScreenProps {
  config: LoginConfig;
  attempt: number;
  onRetry(): void;
}
