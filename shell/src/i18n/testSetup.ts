// Every catalogue for the shell's tests, as the server has them.
import './i18n';
