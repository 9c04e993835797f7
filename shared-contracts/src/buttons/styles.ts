// The site's plain buttons' look (buttons.module.css: secondary, link), for the
// remotes' bundles: an entry point of its own, so that a module the shell's
// server loads never imports a stylesheet.
import buttonStyles from './buttons.module.css';

export { buttonStyles };
