// The site's dialog look (ModalDialog's classes), for the remotes' bundles:
// its own entry point, so that importing the dialog itself loads no stylesheet.
import type { ModalDialogClasses } from './ModalDialog';
import dialogStyles from './dialog.module.css';

export { dialogStyles };

/**
 * Where the panel sits (dialog.module.css): `centred` in the middle of the
 * screen; `sheet` a bottom sheet; `drawer` a drawer at the right edge, the
 * screen's height; `sheetOnPhone` a bottom sheet under the 768 px breakpoint
 * and a centred panel from it up. A centred panel or a drawer is the
 * caller's `--sf-dialog-width` wide at most (480 px unless its class sets it).
 */
export type DialogLayout = 'centred' | 'sheet' | 'drawer' | 'sheetOnPhone';

export interface DialogLook {
  /** `centred` unless said. */
  layout?: DialogLayout;
  /** Room around the body's content (not for a picture or a frame that fills the panel). */
  padded?: boolean;
  /** The caller's own classes, added to the site's for each part. */
  own?: ModalDialogClasses;
}

const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** ModalDialog's classes: the site's look for each part, its layout, and the caller's own classes. */
export function dialogClasses({ layout = 'centred', padded = false, own = {} }: DialogLook = {}): Required<ModalDialogClasses> {
  return {
    backdrop: join(dialogStyles.backdrop, dialogStyles[layout], own.backdrop),
    dialog: join(dialogStyles.dialog, own.dialog),
    header: join(dialogStyles.header, own.header),
    title: join(dialogStyles.title, own.title),
    close: join(dialogStyles.close, own.close),
    body: join(dialogStyles.body, padded && dialogStyles.padded, own.body),
  };
}
