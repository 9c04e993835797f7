// A section that cannot render is left out (the page never crashes on
// malformed data); the rest of the page stays.
import { Component, type ReactNode } from 'react';

export class SectionBoundary extends Component<{ sectionId: string; sectionType: string; onFailed?: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`[contentBlocks] section ${this.props.sectionId} (${this.props.sectionType}) left out: ${error.message}`);
    // A first section that fails is done too: the page is shown without it.
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
