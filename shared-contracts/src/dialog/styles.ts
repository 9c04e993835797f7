// The site's dialog look (ModalDialog's classes), for the remotes' bundles:
// its own entry point, so that importing the dialog itself loads no stylesheet.
import dialogStyles from './dialog.module.css';

export { dialogStyles };
