import { byLocation, type Diagnostic } from '../../core/errors/diagnostic.ts';
import { formatDiagnostics } from '../cli/reporter.ts';

/**
 * The dev server's view of what `docgen build` would report now: each file's problems as of its last save (or the
 * last full build), plus every page's broken `#fragment` links, checked again after each change.
 */
export class SiteProblems {
  private byFile = new Map<string, Diagnostic[]>();
  private anchors: Diagnostic[] = [];
  private lastText = '';

  /** After a full build: its problems, by the file each names. */
  replaceAll(problems: readonly Diagnostic[], anchors: Diagnostic[]): void {
    this.byFile = new Map();
    for (const problem of problems) {
      const key = problem.file ?? '';
      this.byFile.set(key, [...(this.byFile.get(key) ?? []), problem]);
    }
    this.anchors = anchors;
  }

  /** After a save of `file`: what its page has now. */
  setFile(file: string, problems: Diagnostic[]): void {
    this.byFile.set(file, problems);
  }

  setAnchors(anchors: Diagnostic[]): void {
    this.anchors = anchors;
  }

  /** The problems and their text when they changed since the last call; undefined when they did not. */
  takeChange(): { text: string; diagnostics: Diagnostic[] } | undefined {
    const diagnostics = byLocation([...[...this.byFile.values()].flat(), ...this.anchors]);
    const text = formatDiagnostics(diagnostics).trim();
    if (text === this.lastText) return undefined;
    this.lastText = text;
    return { text, diagnostics };
  }
}
