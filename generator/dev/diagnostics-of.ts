import { isDiagnosticsError, type Diagnostic } from '../../core/errors/diagnostic.ts';

/** Content problems keep their diagnostics; anything else (a theme that throws, a bundle error) becomes one. */
export function diagnosticsOf(error: unknown): Diagnostic[] {
  if (isDiagnosticsError(error)) return error.diagnostics;
  const message = error instanceof Error ? error.message : String(error);
  return [
    {
      code: 'dev-build-failed',
      severity: 'error',
      message: `The build failed: ${message}`,
      hint: 'Fix the cause and save again; the dev server keeps running.',
    },
  ];
}
